import {
  EMAIL_PATTERN,
  isWebAddress,
  type UserChanges,
  type UserRecord,
} from '@app/common/apps/users';

/** The edit form's fields, as typed. */
export type UserForm = Pick<
  UserRecord,
  | 'username'
  | 'name'
  | 'email'
  | 'role'
  | 'status'
  | 'is_verified'
  | 'company'
  | 'department'
  | 'mobile'
  | 'website'
  | 'dob'
  | 'gender'
  | 'country'
  | 'social_links'
>;

export type UserFormField = keyof UserForm;
/** Each wrong field's message key (and its values) in the `users` namespace. */
export type UserFormErrors = Partial<Record<UserFormField, { key: string; field?: string }>>;

export function formOf(user: UserRecord): UserForm {
  const {
    username,
    name,
    email,
    role,
    status,
    is_verified,
    company,
    department,
    mobile,
    website,
    dob,
    gender,
    country,
    social_links,
  } = user;
  return {
    username,
    name,
    email,
    role,
    status,
    is_verified,
    company,
    department,
    mobile,
    website,
    dob,
    gender,
    country,
    social_links: { ...social_links },
  };
}

/**
 * Checks the form against the other users: a name; an e-mail address; a username of the
 * allowed form that no other user has (case ignored); a website that is a web address or empty.
 */
export function validateUser(
  form: UserForm,
  id: number,
  users: readonly Pick<UserRecord, 'id' | 'username'>[],
): UserFormErrors {
  const errors: UserFormErrors = {};
  if (form.name.trim() === '') errors.name = { key: 'errors.required', field: 'fields.name' };
  if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = { key: 'errors.email' };
  const username = form.username.trim();
  if (!/^[a-z0-9._-]{3,30}$/i.test(username)) errors.username = { key: 'errors.username' };
  else if (users.some((u) => u.id !== id && u.username.toLowerCase() === username.toLowerCase()))
    errors.username = { key: 'errors.usernameTaken' };
  if (form.website.trim() !== '' && !isWebAddress(form.website.trim()))
    errors.website = { key: 'errors.website' };
  return errors;
}

/** The fields that differ from the record (what to send). */
export function changesOf(user: UserRecord, form: UserForm): UserChanges {
  const original = formOf(user);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(form) as UserFormField[]) {
    const value = form[key];
    if (JSON.stringify(value) !== JSON.stringify(original[key])) {
      changes[key] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return changes as UserChanges;
}
