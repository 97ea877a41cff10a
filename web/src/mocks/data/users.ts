import {
  SAMPLE_USER_ID_RANGE,
  USER_ROLES,
  USER_STATUSES,
  type PermissionSet,
  type UserPermissions,
  type UserRecord,
  type UserStatus,
} from '@app/common/apps/users';
import { DAY_MS, createRandom, initialsAvatar, isoDate, type Random } from '../utils';
import {
  COUNTY_DEPARTMENTS,
  FEMALE_NAMES,
  MAKUENI_TOWNS,
  MALE_NAMES,
  STREETS,
  SURNAMES,
  mobileNumber,
  slug,
} from './people';

const SEED = 268_317;
const LANGUAGES = ['English', 'Kiswahili', 'Kikamba', 'French', 'German'] as const;
const CONTACT_OPTIONS = ['email', 'message', 'phone'] as const;

/**
 * The first sample admin's permissions: users read only; posts read, write, create, delete;
 * comments read and create.
 */
export const LIMITED_ADMIN_PERMISSIONS: UserPermissions = {
  users: { read: true, write: false, create: false, delete: false },
  posts: { read: true, write: true, create: true, delete: true },
  comments: { read: true, write: false, create: true, delete: false },
};

function permissionSet(random: Random, role: UserRecord['role']): PermissionSet {
  const chance = role === 'admin' ? 0.85 : role === 'staff' ? 0.55 : 0.25;
  return {
    read: true,
    write: random.bool(chance),
    create: random.bool(chance),
    delete: random.bool(chance / 2),
  };
}

/** 50 sample users with ids 268 to 317; id 268 is the admin with limited permissions. */
export function buildUsers(now: number): UserRecord[] {
  const random = createRandom(SEED);
  const count = SAMPLE_USER_ID_RANGE.last - SAMPLE_USER_ID_RANGE.first + 1;
  const usedUsernames = new Set<string>();
  return Array.from({ length: count }, (_, index): UserRecord => {
    const id = SAMPLE_USER_ID_RANGE.first + index;
    const gender = random.bool() ? 'female' : 'male';
    const first = random.pick(gender === 'female' ? FEMALE_NAMES : MALE_NAMES);
    const last = random.pick(SURNAMES);
    let username = `${slug(first)}.${slug(last)}`;
    if (usedUsernames.has(username)) username = `${username}${id}`;
    usedUsernames.add(username);
    const role =
      index === 0 ? 'admin' : (USER_ROLES[index % 7 === 0 ? 0 : index % 3 === 0 ? 1 : 2] ?? 'user');
    const status =
      index === 0 ? 'active' : random.pick<UserStatus>([...USER_STATUSES, 'active', 'active']);
    const town = random.pick(MAKUENI_TOWNS);
    const born = now - random.int(20 * 365, 60 * 365) * DAY_MS;
    return {
      id,
      username,
      avatar: initialsAvatar(`${first} ${last}`),
      email: `${username}@mail.example`,
      name: `${first} ${last}`,
      dob: isoDate(born),
      gender,
      country: 'Kenya',
      role,
      status,
      is_verified: random.bool(0.7),
      department: random.pick(COUNTY_DEPARTMENTS),
      company: 'County Government of Makueni (sample)',
      mobile: mobileNumber(random.int(0, 99_999_999)),
      website: `https://${slug(first)}${slug(last)}.example`,
      languages_known: ['English', ...random.sample(LANGUAGES.slice(1), random.int(1, 2))],
      contact_options: random.sample(CONTACT_OPTIONS, random.int(1, 3)),
      location: {
        add_line_1: `${random.int(1, 300)} ${random.pick(STREETS)}`,
        add_line_2: `P.O. Box ${random.int(10, 999)}`,
        post_code: town.zip,
        city: town.city,
        state: 'Makueni',
        country: 'Kenya',
      },
      social_links: {
        twitter: `https://twitter.example/${username}`,
        facebook: `https://facebook.example/${username}`,
        instagram: `https://instagram.example/${username}`,
        github: `https://github.example/${username}`,
        codepen: `https://codepen.example/${username}`,
        slack: `@${username}`,
      },
      permissions:
        index === 0
          ? structuredClone(LIMITED_ADMIN_PERMISSIONS)
          : {
              users: permissionSet(random, role),
              posts: permissionSet(random, role),
              comments: permissionSet(random, role),
            },
    };
  });
}
