import type { ChatContact, ChatMessage, ChatStatus, ChatThread } from '@app/common/apps/chat';
import { initialsAvatar } from '../utils';

const MINUTE_MS = 60_000;

function contact(uid: number, displayName: string, about: string, status: ChatStatus): ChatContact {
  return { uid, displayName, about, photoURL: initialsAvatar(displayName), status };
}

/** The signed-in chat user. */
export function buildProfileUser(): ChatContact {
  return contact(
    100,
    'Mwende Kioko',
    'Data officer at the county open-data desk (sample profile).',
    'online',
  );
}

/** 10 sample contacts covering every status. */
export function buildChatContacts(): ChatContact[] {
  return [
    contact(1, 'Musyoka Mutua', 'Monitoring and evaluation, Wote office.', 'online'),
    contact(2, 'Ndinda Wambua', 'Water and sanitation engineer.', 'away'),
    contact(3, 'Kyalo Mbithi', 'Roads inspector, Kibwezi East.', 'offline'),
    contact(4, 'Syokau Mulwa', 'Health records officer.', 'do not disturb'),
    contact(5, 'Kilonzo Makau', 'Agricultural extension officer, Mbooni.', 'online'),
    contact(6, 'Wavinya Nzioka', 'Budget analyst, finance and planning.', 'offline'),
    contact(7, 'Mutinda Ngui', 'ICT support, county headquarters.', 'away'),
    contact(8, 'Kavata Kitheka', 'Ward administrator, Kilome.', 'online'),
    contact(9, 'Munyao Kimeu', 'Trade and markets officer, Emali.', 'do not disturb'),
    contact(10, 'Nthenya Muli', 'Communications, Makueni County (sample).', 'offline'),
  ];
}

function thread(
  now: number,
  isPinned: boolean,
  lines: readonly [minutesAgo: number, isSent: boolean, text: string][],
): ChatThread {
  const msg: ChatMessage[] = lines.map(([minutesAgo, isSent, textContent]) => ({
    textContent,
    time: new Date(now - minutesAgo * MINUTE_MS).toISOString(),
    isSent,
    isSeen: minutesAgo > 30,
  }));
  return { isPinned, msg };
}

/** Two sample threads, keyed by contact uid. */
export function buildChats(now: number): Record<string, ChatThread> {
  return {
    '1': thread(now, true, [
      [180, false, 'Habari! Did the ward reports for Kaiti come in?'],
      [175, true, 'Yes, all four. I am uploading them to the portal now.'],
      [170, false, 'Great. Please flag any project without photos.'],
      [20, true, 'Two projects in Ukia have no photos yet; I have asked the ward office.'],
      [5, false, 'Thanks, let us review them together tomorrow.'],
    ]),
    '2': thread(now, false, [
      [1500, false, 'The Kilome borehole dataset has new readings.'],
      [1490, true, 'Noted. Is the pump status column updated as well?'],
      [25, false, 'Yes, updated this morning.'],
    ]),
  };
}
