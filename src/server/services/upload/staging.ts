import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { serverConfig } from '../../config';

/** Staging folder of incoming uploads; on the same volume as the blobs so a finished file is moved, not copied. */
export const stagingDir = () => path.join(serverConfig.dataDir, 'upload-staging');

let store: FileStore | undefined;

/** The tus store of staged uploads, shared by the tus server and the clean-up of finished uploads. */
export function uploadStore(): FileStore {
  store ??= new FileStore({ directory: stagingDir() });
  return store;
}
