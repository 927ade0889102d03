import type { Db } from '../db';
import type { Account } from '../identity';
import type { DemoAccount } from './accounts';
import { seedShop } from './shop';
import { seedPhotos } from './photos';
import { seedEditorUploads } from '../services/photo-import/seed';

export type SeededAccount = { demo: DemoAccount; account: Account };
export type Seeder = (db: Db, accounts: SeededAccount[]) => Promise<void>;

/**
 * Each area adds its demo data here (photos, orders, projects …), in this order.
 * A seeder gets every demo account and picks the ones it needs by `demo.key`.
 */
export const seeders: Seeder[] = [seedPhotos, seedShop, seedEditorUploads];
