/** The parts of a postal address as the forms take them; `country` is an ISO 3166-1 alpha-2 code. */
export interface PostalAddress {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
}

/**
 * The lines of an address as the post of its country writes them, the country's name (in the reader's
 * language) last. British and French addresses put the number before the street, Spanish ones after a
 * comma; the United Kingdom writes the postcode on a line of its own below the town.
 */
export function postalAddressLines(address: PostalAddress, countryName: string): string[] {
  const { street, houseNumber, postalCode, city } = address;
  switch (address.country) {
    case 'GB':
      return [`${houseNumber} ${street}`, city, postalCode, countryName];
    case 'FR':
      return [`${houseNumber} ${street}`, `${postalCode} ${city}`, countryName];
    case 'ES':
      return [`${street}, ${houseNumber}`, `${postalCode} ${city}`, countryName];
    default:
      return [`${street} ${houseNumber}`, `${postalCode} ${city}`, countryName];
  }
}
