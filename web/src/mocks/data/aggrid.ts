import type { GridContact } from '@app/common/apps/aggrid';
import { createRandom } from '../utils';
import {
  COMPANIES,
  FEMALE_NAMES,
  MAKUENI_TOWNS,
  MALE_NAMES,
  OTHER_TOWNS,
  STREETS,
  SURNAMES,
  mobileNumber,
  slug,
} from './people';

const SEED = 4_242;
export const GRID_CONTACT_COUNT = 500;

/** 500 sample contacts for the AG Grid page; most live in Makueni County. */
export function buildGridContacts(): GridContact[] {
  const random = createRandom(SEED);
  const firstNames = [...FEMALE_NAMES, ...MALE_NAMES];
  return Array.from({ length: GRID_CONTACT_COUNT }, () => {
    const firstname = random.pick(firstNames);
    const lastname = random.pick(SURNAMES);
    const company = random.pick(COMPANIES);
    const domain = `${slug(company)}.example`;
    const local = random.bool(0.8);
    const town = local
      ? { ...random.pick(MAKUENI_TOWNS), state: 'Makueni' }
      : random.pick(OTHER_TOWNS);
    return {
      firstname,
      lastname,
      company,
      address: `${random.int(1, 480)} ${random.pick(STREETS)}`,
      city: town.city,
      country: 'Kenya',
      state: town.state,
      zip: town.zip,
      phone: mobileNumber(random.int(0, 99_999_999)),
      fax: `+254 20 ${random.int(200, 899)} ${random.int(1000, 9999)}`,
      email: `${slug(firstname)}.${slug(lastname)}@${domain}`,
      web: `https://www.${domain}`,
      followers: random.int(0, 9_999),
    };
  });
}
