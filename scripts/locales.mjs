// Keeps every locale file on the key set of en-GB.
//   npm run locales -- merge fragment.json   deep-merges {"en-GB": {...}, "nl-NL": {...}} into the files, then syncs
//   npm run locales -- sync                  adds missing keys as "" (falls back to en-GB) and drops unknown ones
import fs from 'node:fs';

const LOCALES = ['en-GB', 'nl-NL', 'es-ES', 'fr-FR', 'nl-BE', 'de-AT', 'it-IT', 'da-DK', 'pt-PT', 'nb-NO', 'sv-SE'];
const file = (l) => `locales/${l}.json`;
const read = (l) => (fs.existsSync(file(l)) ? JSON.parse(fs.readFileSync(file(l), 'utf8')) : {});
const write = (l, data) => fs.writeFileSync(file(l), JSON.stringify(data, null, 2) + '\n');
const isObject = (v) => v && typeof v === 'object' && !Array.isArray(v);

function merge(target, source) {
  for (const [k, v] of Object.entries(source)) target[k] = isObject(v) ? merge(isObject(target[k]) ? target[k] : {}, v) : v;
  return target;
}

function shape(reference, current) {
  const out = {};
  for (const [k, v] of Object.entries(reference)) {
    out[k] = isObject(v) ? shape(v, isObject(current?.[k]) ? current[k] : {}) : typeof current?.[k] === 'string' ? current[k] : '';
  }
  return out;
}

const [command, fragmentPath] = process.argv.slice(2);
if (command === 'merge') {
  const fragment = JSON.parse(fs.readFileSync(fragmentPath, 'utf8'));
  for (const [locale, data] of Object.entries(fragment)) {
    if (!LOCALES.includes(locale)) throw new Error(`unknown locale ${locale}`);
    write(locale, merge(read(locale), data));
  }
} else if (command !== 'sync') {
  console.error('usage: npm run locales -- merge <fragment.json> | sync');
  process.exit(2);
}
const reference = read('en-GB');
for (const locale of LOCALES.slice(1)) write(locale, shape(reference, read(locale)));
console.log('locales in sync');
