/**
 * Name and place pools for the sample data. Every person, company and address built from
 * them is invented sample data; addresses use the reserved `.example` domain.
 */

export const FEMALE_NAMES = [
  'Mwende',
  'Ndinda',
  'Mumbua',
  'Nduku',
  'Mwikali',
  'Kavata',
  'Syokau',
  'Ndunge',
  'Wavinya',
  'Kasyoka',
  'Nthenya',
  'Mueni',
  'Kamene',
  'Mutheu',
  'Katunge',
  'Kanini',
  'Wanjiku',
  'Akinyi',
  'Chebet',
  'Njeri',
  'Achieng',
  'Wambui',
  'Nzisa',
  'Ndanu',
  'Kalondu',
] as const;

export const MALE_NAMES = [
  'Musyoka',
  'Kioko',
  'Mutua',
  'Kyalo',
  'Muli',
  'Munyao',
  'Mbithi',
  'Kilonzo',
  'Mutinda',
  'Nzioka',
  'Makau',
  'Mwanzia',
  'Ngui',
  'Kitheka',
  'Mulwa',
  'Katua',
  'Kimeu',
  'Muthoka',
  'Otieno',
  'Kiprop',
  'Wafula',
  'Omondi',
  'Kariuki',
  'Nzuki',
  'Maundu',
] as const;

export const SURNAMES = [
  'Mutua',
  'Kioko',
  'Musyoka',
  'Wambua',
  'Kyalo',
  'Muli',
  'Munyao',
  'Mbithi',
  'Kilonzo',
  'Mutinda',
  'Nzioka',
  'Makau',
  'Mwanzia',
  'Ngui',
  'Kitheka',
  'Mulwa',
  'Katua',
  'Kimeu',
  'Muthoka',
  'Nzuki',
  'Maundu',
  'Kivuva',
  'Mumo',
  'Ndolo',
  'Kasyoki',
  'Wambugu',
  'Odhiambo',
  'Cheruiyot',
  'Wekesa',
  'Kamau',
] as const;

/** Towns of Makueni County with a plausible postal code. */
export const MAKUENI_TOWNS = [
  { city: 'Wote', zip: '90300' },
  { city: 'Mtito Andei', zip: '90128' },
  { city: 'Kibwezi', zip: '90137' },
  { city: 'Makindu', zip: '90138' },
  { city: 'Sultan Hamud', zip: '90132' },
  { city: 'Emali', zip: '90121' },
  { city: 'Mbooni', zip: '90110' },
  { city: 'Tawa', zip: '90129' },
  { city: 'Nunguni', zip: '90135' },
  { city: 'Kathonzweni', zip: '90305' },
  { city: 'Kasikeu', zip: '90134' },
  { city: 'Mukuyuni', zip: '90136' },
  { city: 'Kilome', zip: '90131' },
  { city: 'Kaiti', zip: '90304' },
] as const;

export const OTHER_TOWNS = [
  { city: 'Machakos', state: 'Machakos', zip: '90100' },
  { city: 'Kitui', state: 'Kitui', zip: '90200' },
  { city: 'Nairobi', state: 'Nairobi', zip: '00100' },
  { city: 'Mombasa', state: 'Mombasa', zip: '80100' },
  { city: 'Voi', state: 'Taita-Taveta', zip: '80300' },
  { city: 'Kajiado', state: 'Kajiado', zip: '01100' },
] as const;

export const STREETS = [
  'Wote-Makindu Road',
  'Kaiti Lane',
  'Mbooni Hills Road',
  'Kibwezi Market Street',
  'Mombasa Road',
  'Emali-Oloitokitok Road',
  'Nzaui Close',
  'Kilungu Avenue',
  'Unoa Road',
  'Kathonzweni Street',
  'Makueni Boys Road',
  'Kambu Road',
] as const;

export const COMPANIES = [
  'Kaiti Agro Cooperative',
  'Wote Hardware Ltd',
  'Mbooni Dairy Society',
  'Kibwezi Solar Works',
  'Makindu Transporters',
  'Emali Livestock Traders',
  'Ukambani Crafts',
  'Kilome Water Services',
  'Nzaui Honey Producers',
  'Mtito Builders',
  'Kathonzweni Fruit Growers',
  'Tawa Tailoring House',
  'Makueni Mango Processors',
  'Kasikeu Grain Stores',
  'Sultan Hamud Motors',
  'Mukuyuni Printers',
  'Nunguni Timber Yard',
  'Kambu Irrigation Group',
  'Kalamba Veterinary Supplies',
  'Masongaleni Clinics',
] as const;

export const COUNTY_DEPARTMENTS = [
  'Health Services',
  'Water and Sanitation',
  'Agriculture and Livestock',
  'Finance and Planning',
  'Education and ICT',
  'Roads and Transport',
  'Trade and Tourism',
  'Lands and Urban Planning',
  'Gender and Social Services',
  'Devolution and Public Service',
] as const;

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A Kenyan mobile number in +254 form, from six random digits. */
export function mobileNumber(digits: number): string {
  const text = String(digits).padStart(8, '0').slice(-8);
  return `+254 7${text.slice(0, 2)} ${text.slice(2, 5)} ${text.slice(5, 8)}`;
}
