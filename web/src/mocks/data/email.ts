import { EMAIL_LABELS, type EmailFolder, type EmailLabel, type Mail } from '@app/common/apps/email';
import { createRandom, initialsAvatar, type Random } from '../utils';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES, slug } from './people';

const SEED = 3_030;
export const MAIL_COUNT = 30;
const HOUR_MS = 3_600_000;

/** The mailbox owner (the demo account). */
export const MAILBOX_OWNER = { name: 'Mwende Kioko', email: 'demo@makueni.example' } as const;

/** Folder of each mail, in id order: 14 inbox, 5 sent, 3 draft, 4 trash, 4 spam. */
const FOLDERS: readonly EmailFolder[] = [
  ...Array<EmailFolder>(14).fill('inbox'),
  ...Array<EmailFolder>(5).fill('sent'),
  ...Array<EmailFolder>(3).fill('draft'),
  ...Array<EmailFolder>(4).fill('trash'),
  ...Array<EmailFolder>(4).fill('spam'),
];

const SUBJECTS = [
  'Ward development committee meeting on Thursday',
  'Draft budget estimates for review',
  'Borehole rehabilitation progress in Kilome',
  'Request for updated project photos',
  'Public participation forum venue change',
  'Invitation: county open-data training',
  'Fruit processing plant quarterly report',
  'Road grading schedule for Mbooni West',
  'Health centre supplies delivery note',
  'Bursary applications closing date',
  'Minutes of the last departmental meeting',
  'Dataset request: ECDE enrolment figures',
  'Market shed construction: site handover',
  'Solar street lights maintenance',
  'Welcome to the data portal team',
  'Re: Sample contract documents',
  'Staff team-building plans',
  'Agricultural extension visit report',
  'Leave request for next month',
  'Water tariff consultation summary',
  'Mango season logistics',
  'Website content update',
  'Quarterly monitoring field visit',
  'Tender evaluation timetable',
  'Sand harvesting regulation feedback',
  'Congratulations on the launch!',
  'Urgent: verify your mailbox (sample spam)',
  'You have won a prize (sample spam)',
  'Cheap printer ink offers (sample spam)',
  'Newsletter: county open-data digest',
];

const PARAGRAPHS = [
  'Thank you for the update shared last week. The ward team has gone through the figures and we have a few questions on the allocation for the second phase.',
  'Kindly find attached the latest version for your review. Please send any comments before Friday so that we can consolidate them.',
  'The contractor reports that work is about seventy percent complete, with the remaining tasks expected to finish before the short rains.',
  'We propose to hold the meeting at the sub-county offices in Wote, starting at 10 am. Tea will be served.',
  'Residents raised concerns about access to clean water during the last forum; the department is following up with the relevant office.',
  'Please note that this is sample correspondence for demonstration purposes only.',
  'Let me know if you need anything else from our side. I will be in the field most of the week but reachable on phone.',
  'The photos from the site visit are ready and have been uploaded to the shared folder.',
];

const ATTACHMENTS = [
  'budget-estimates.pdf',
  'site-photos.zip',
  'minutes.docx',
  'monitoring-report.xlsx',
  'attendance-list.pdf',
  'schedule.csv',
];

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

interface Correspondent {
  name: string;
  email: string;
}

function correspondent(random: Random): Correspondent {
  const first = random.pick([...FEMALE_NAMES, ...MALE_NAMES]);
  const last = random.pick(SURNAMES);
  const domain = random.bool(0.6) ? 'makueni.example' : 'mail.example';
  return { name: `${first} ${last}`, email: `${slug(first)}.${slug(last)}@${domain}` };
}

function message(random: Random): string {
  const paragraphs = random.sample(PARAGRAPHS, random.int(2, 3));
  return paragraphs.map((text) => `<p>${text}</p>`).join('');
}

/** The sample phishing mail carries markup that must never run when a mail is shown. */
const HOSTILE_MAIL_ID = 27;
const HOSTILE_MARKUP =
  '<p>Click <a href="javascript:alert(1)">here</a> to keep your mailbox.</p>' +
  '<img src=x onerror=alert(1)><script>alert(2)</script>';

function withHostileMarkup(id: number, body: string): string {
  return id === HOSTILE_MAIL_ID ? `${body}${HOSTILE_MARKUP}` : body;
}

function timeFields(time: number): Pick<Mail, 'time' | 'day' | 'year'> {
  const date = new Date(time);
  return {
    time: date.toISOString(),
    day: WEEKDAYS[date.getUTCDay()] ?? 'Sun',
    year: date.getUTCFullYear(),
  };
}

/**
 * 30 sample mails over the last 60 days before `now`, spread over every folder and label,
 * some with attachments and with earlier replies.
 */
export function buildMails(now: number): Mail[] {
  const random = createRandom(SEED);
  let replyId = 1000;
  return FOLDERS.map((mailFolder, index) => {
    const id = index + 1;
    const other = correspondent(random);
    const outgoing = mailFolder === 'sent' || mailFolder === 'draft';
    const from = outgoing ? MAILBOX_OWNER : other;
    const to = outgoing ? other : MAILBOX_OWNER;
    const time = now - (id * 47 + random.int(0, 40)) * HOUR_MS;
    const labels: EmailLabel[] =
      mailFolder === 'spam' ? [] : random.sample(EMAIL_LABELS, random.int(0, 2));
    const subject = SUBJECTS[index] ?? `Sample mail ${id}`;
    const replies: Mail[] =
      mailFolder === 'inbox' && random.bool(0.45)
        ? Array.from({ length: random.int(1, 2) }, (_, step) => {
            replyId += 1;
            const replyTime = time - (step + 1) * 26 * HOUR_MS;
            return {
              id: replyId,
              sender: MAILBOX_OWNER.email,
              sender_name: MAILBOX_OWNER.name,
              to: [other.email],
              img: initialsAvatar(MAILBOX_OWNER.name),
              subject: `Re: ${subject}`,
              cc: [],
              bcc: [],
              message: message(random),
              attachments: [],
              isStarred: false,
              labels: [],
              ...timeFields(replyTime),
              replies: [],
              mailFolder: 'sent',
              unread: false,
            } satisfies Mail;
          }).reverse()
        : [];
    return {
      id,
      sender: from.email,
      sender_name: from.name,
      to: [to.email],
      img: initialsAvatar(from.name),
      subject,
      cc: random.bool(0.3) ? [correspondent(random).email] : [],
      bcc: random.bool(0.1) ? [correspondent(random).email] : [],
      message: withHostileMarkup(id, message(random)),
      attachments: random.bool(0.35) ? random.sample(ATTACHMENTS, random.int(1, 2)) : [],
      // A trashed mail is starred and labelled so that the trash exclusion is visible.
      isStarred: mailFolder === 'trash' && id === 23 ? true : random.bool(0.3),
      labels: mailFolder === 'trash' && id === 23 ? ['important'] : labels,
      ...timeFields(time),
      replies,
      mailFolder,
      unread: mailFolder === 'inbox' || mailFolder === 'spam' ? random.bool(0.45) : false,
    };
  });
}
