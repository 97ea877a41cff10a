import type { UserEvent } from '@testing-library/user-event';

/** Types `text` into `field` in one go (a paste), replacing what it held. */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text !== '') await user.paste(text);
}
