/** Every module that registers job handlers; imported before the worker starts. */
import '../services/upload/thumbnail-job';
import '../services/upload/uploads';
import '../services/downloads/archive-job';
import '../services/downloads/downloads';
import '../services/photo-import/activation';
import '../lifecycle/deletion';
