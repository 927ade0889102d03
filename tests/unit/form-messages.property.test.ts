import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { LOCALES, PASSWORD_MAX_LENGTH } from '@/domain/constants';
import { FIELD_MAX, fieldMax, keepableValues } from '@/domain/forms/limits';
import { addressRuleMessage, FIELD_MESSAGES, fieldMessages, messageValues } from '@/domain/forms/messages';
import {
  deliveryChange,
  galleryEntryForm,
  passwordResetRequestForm,
  shareForm,
  signUpForm,
  signUpRuleMessage,
} from '@/domain/forms/schemas';
import { newPassword, signInRequest } from '@/domain/schemas/account';
import { customerUpdate } from '@/domain/schemas/customer';
import { deliveryAddressInput, emailChangeForm } from '@/domain/schemas/settings';
import { normalisedVatNumber } from '@/domain/vat';
import { translator } from '@/i18n/translator.server';
import { demoAccounts } from '@/server/seed/accounts';
import { readLocale } from '../support/locale-files';

/** Every form's schema with a value that passes it; each of its text fields is then spoiled in turn. */
const FORMS: { name: string; schema: z.ZodType; valid: Record<string, string>; own?: (field: string) => string | undefined }[] = [
  {
    name: 'sign-up',
    schema: signUpForm,
    valid: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'a-long-password', companyName: 'Engines Ltd' },
    own: signUpRuleMessage,
  },
  { name: 'sign-in', schema: signInRequest, valid: { email: 'ada@example.com', password: 'a-long-password' } },
  { name: 'forgotten password', schema: passwordResetRequestForm, valid: { email: 'ada@example.com' } },
  { name: 'new password', schema: z.object({ password: newPassword }), valid: { password: 'a-long-password' } },
  { name: 'e-mail change', schema: emailChangeForm, valid: { email: 'ada@example.com', password: 'secret' } },
  {
    name: 'personal details',
    schema: customerUpdate,
    valid: { firstName: 'Ada', lastName: 'Lovelace', phone: '020 7946 0018', companyName: 'Engines Ltd', vatNumber: 'GB123456727' },
  },
  {
    name: 'address',
    schema: deliveryAddressInput,
    valid: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      street: 'Baker Street',
      houseNumber: '221B',
      postalCode: 'NW1 6XE',
      city: 'London',
      country: 'GB',
      phone: '',
    },
    own: addressRuleMessage,
  },
  {
    name: "order's delivery address",
    schema: deliveryChange,
    valid: {
      name: 'Ada Lovelace',
      street: 'Baker Street',
      houseNumber: '221B',
      postalCode: 'NW1 6XE',
      city: 'London',
      country: 'GB',
      pickupPointId: 'DPD-1',
    },
    own: addressRuleMessage,
  },
  {
    name: 'share',
    schema: shareForm,
    valid: { productCode: 'PP-1', toEmailAddress: 'friend@example.com' },
  },
  { name: 'gallery entry', schema: galleryEntryForm, valid: { productCode: 'PP-1', title: 'Our holiday', description: 'Sun and sea' } },
];

/** Input people type or paste, and input no form should choke on. */
const spoiled = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  fc.integer({ min: 1, max: 6000 }).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 600 }),
  fc.array(fc.constantFrom('😀', '👩‍👩‍👧', '🇩🇪', '🏖️', 'é'), { minLength: 1, maxLength: 400 }).map((parts) => parts.join('')),
  fc
    .string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 20 })
    .map((s) => `a${s}b`),
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '{{field}}', '${max}', '<b>bold</b>', 'NOTAVAT'),
);

const ENGLISH = readLocale('en-GB');
const LOCALE_FILES = LOCALES.map((locale) => readLocale(locale));
const TRANSLATORS = LOCALES.map((locale) => translator(locale));

describe('every form schema answers bad input with a field message from locales/', () => {
  for (const form of FORMS) {
    it(`${form.name}: a spoiled field gets a message of its own, in every locale, and no other field loses its value`, () => {
      const fields = Object.keys(form.valid);
      expect(form.schema.safeParse(form.valid).success).toBe(true);
      fc.assert(
        fc.property(fc.constantFrom(...fields), spoiled, (field, value) => {
          const typed = { ...form.valid, [field]: value };
          const result = form.schema.safeParse(typed);
          const messages = result.success ? {} : fieldMessages(result.error.issues, form.own);
          // Only the spoiled field is marked.
          expect(Object.keys(messages).filter((name) => name !== field)).toEqual([]);
          for (const key of Object.values(messages)) {
            // Only passwords have a minimum length beyond being given.
            if (key === FIELD_MESSAGES.tooShort) expect(['password', 'current']).toContain(field);
            // A key every locale has (never a parser's sentence), filled in without a placeholder left over.
            for (const file of LOCALE_FILES) expect(file.has(key), key).toBe(true);
            for (const t of TRANSLATORS) expect(t(key, messageValues(field, 'Label'))).not.toMatch(/{{|Too (big|small)|expected|Invalid/);
          }
          // What the form keeps for the page: every other field as typed, the spoiled one cut at most to its limit.
          const kept = keepableValues(typed);
          for (const name of fields) if (name !== field) expect(kept[name]).toBe(typed[name]);
          expect(value.startsWith(kept[field])).toBe(true);
          expect(kept[field].length).toBeLessThanOrEqual(fieldMax(field) ?? 2000);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('names the declared limit of a too-long field', () => {
    const t = translator('de-AT');
    const result = signUpForm.safeParse({
      firstName: 'x'.repeat(FIELD_MAX.firstName + 1),
      lastName: 'L',
      email: 'a@b.de',
      password: 'a-long-password',
    });
    const messages = fieldMessages(result.error?.issues ?? []);
    expect(t(messages.firstName, messageValues('firstName', 'Vorname'))).toBe('Vorname darf höchstens 50 Zeichen lang sein.');
    expect(ENGLISH.get(FIELD_MESSAGES.tooLong)).toBe('{{field}} can be at most {{max}} characters.');
    expect(
      fieldMessages(
        newPassword.safeParse('p'.repeat(PASSWORD_MAX_LENGTH + 1)).error?.issues.map((i) => ({ ...i, path: ['password'] })) ?? [],
      ),
    ).toEqual({
      password: FIELD_MESSAGES.tooLong,
    });
  });
});

describe('VAT numbers', () => {
  it('refuses what is not a VAT number and takes real-format numbers with their check digits', () => {
    for (const refused of ['NOTAVAT', 'DE123', '<script>', 'GB123456789', 'DE123456789', ''])
      expect(normalisedVatNumber(refused), refused).toBeNull();
    expect(normalisedVatNumber('de 123 456 788')).toBe('DE123456788');
    for (const valid of [
      'GB123456727',
      'NL859123406B01',
      'BE0712345630',
      'ATU12345602',
      'FR40123456727',
      'ESB12345609',
      'IT12345678887',
      'DK12345607',
      'PT501234500',
      'NO912345602MVA',
      'SE556123456701',
    ])
      expect(normalisedVatNumber(valid), valid).toBe(valid);
  });

  it('every seeded VAT number is a valid one', () => {
    const seeded = demoAccounts.flatMap((account) => (account.vatNumber ? [account.vatNumber] : []));
    expect(seeded.length).toBeGreaterThan(0);
    for (const vat of seeded) expect(normalisedVatNumber(vat), vat).toBe(vat);
  });
});
