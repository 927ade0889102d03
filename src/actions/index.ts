import { auth } from './auth';
import { settings } from './settings';
import { lifecycle } from './lifecycle';
import { shop } from './shop';
import { account } from './account';
import { dataExport } from './data-export';
import { photos } from './photos';

/** Astro Actions, one module per area. Forms post them; middleware does post-redirect-get. */
export const server = { auth, shop, settings, lifecycle, account, dataExport, photos };
