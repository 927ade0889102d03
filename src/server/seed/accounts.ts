import type { BusinessAccountStatus } from '@/domain/roles';
import type { NewAccount } from '../identity';

export interface DemoAccount extends NewAccount {
  key: 'consumer' | 'business' | 'businessEu' | 'businessNew' | 'businessBlocked' | 'friend';
  phone: string;
  vatNumber?: string;
  businessStatus?: BusinessAccountStatus;
  addresses: {
    firstName: string;
    lastName: string;
    street: string;
    houseNumber: string;
    postalCode: string;
    city: string;
    country: string;
    phone: string;
  }[];
}

/** The demo password of every demo account (README). */
const DEMO_PASSWORD = 'demo-password';

export const demoAccounts: DemoAccount[] = [
  {
    key: 'consumer',
    email: 'consumer@demo.example',
    password: DEMO_PASSWORD,
    firstName: 'Emma',
    lastName: 'Clarke',
    channelId: 'pixelpress-uk',
    userType: 'consumer',
    phone: '+447700900123',
    addresses: [
      {
        firstName: 'Emma',
        lastName: 'Clarke',
        street: 'Baker Street',
        houseNumber: '221B',
        postalCode: 'NW1 6XE',
        city: 'London',
        country: 'GB',
        phone: '+447700900123',
      },
      {
        firstName: 'Emma',
        lastName: 'Clarke',
        street: 'Prinsengracht',
        houseNumber: '263',
        postalCode: '1016 GV',
        city: 'Amsterdam',
        country: 'NL',
        phone: '+31201234567',
      },
    ],
  },
  {
    key: 'business',
    email: 'business@demo.example',
    password: DEMO_PASSWORD,
    firstName: 'Lars',
    lastName: 'de Vries',
    channelId: 'pixelpress-uk',
    userType: 'b2b',
    companyName: 'Lumen Studio Ltd',
    vatNumber: 'GB123456727',
    businessStatus: 'Default',
    phone: '+442071234567',
    addresses: [
      {
        firstName: 'Lars',
        lastName: 'de Vries',
        street: 'Shoreditch High Street',
        houseNumber: '100',
        postalCode: 'E1 6JQ',
        city: 'London',
        country: 'GB',
        phone: '+442071234567',
      },
    ],
  },
  {
    // A business in another EU member state than its channel's seller (FotoFlux B.V., the Netherlands):
    // its invoices are reverse-charged. DE136695976 is a real-format German VAT number with a valid check digit.
    key: 'businessEu',
    email: 'business-eu@demo.example',
    password: DEMO_PASSWORD,
    firstName: 'Jonas',
    lastName: 'Weber',
    channelId: 'fotoflux-nl',
    userType: 'b2b',
    companyName: 'Lichtwerk Fotostudio GmbH',
    vatNumber: 'DE136695976',
    businessStatus: 'Default',
    phone: '+493012345678',
    addresses: [
      {
        firstName: 'Jonas',
        lastName: 'Weber',
        street: 'Torstraße',
        houseNumber: '120',
        postalCode: '10119',
        city: 'Berlin',
        country: 'DE',
        phone: '+493012345678',
      },
    ],
  },
  {
    key: 'businessNew',
    email: 'business-new@demo.example',
    password: DEMO_PASSWORD,
    firstName: 'Nora',
    lastName: 'Berg',
    channelId: 'pixelpress-uk',
    userType: 'b2b',
    companyName: 'Berg Prints',
    businessStatus: 'New',
    phone: '+442071234568',
    addresses: [],
  },
  {
    key: 'businessBlocked',
    email: 'business-blocked@demo.example',
    password: DEMO_PASSWORD,
    firstName: 'Otto',
    lastName: 'Keller',
    channelId: 'pixelpress-uk',
    userType: 'B2B',
    companyName: 'Keller Foto GmbH',
    businessStatus: 'Blocked',
    phone: '+43123456789',
    addresses: [],
  },
  {
    key: 'friend',
    email: 'friend@demo.example',
    password: DEMO_PASSWORD,
    firstName: 'Sam',
    lastName: 'Taylor',
    channelId: 'pixelpress-uk',
    userType: 'consumer',
    phone: '+447700900456',
    addresses: [],
  },
];
