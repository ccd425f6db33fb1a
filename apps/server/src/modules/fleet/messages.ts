import type { NotificationsService } from '../notifications/service';

type Localized = Record<string, string>;

/** How the fleet module sends its codes: through the platform's notifications (SMS and e-mail channels). */
export type CodeMessenger = {
  /** An SMS to a phone number. */
  sms(projectId: string, to: string, text: string): Promise<void>;
  /** An e-mail to an end user of the project, in the user's language. */
  email(projectId: string, userId: string, subject: Localized, text: Localized): Promise<void>;
};

/**
 * The messenger over the notifications service. Both calls return once the message is queued in the
 * outbox (committed); the channel's gateway sends it right after, with retries.
 */
export function notificationsMessenger(
  notifications: Pick<NotificationsService, 'send' | 'sendSms'>,
): CodeMessenger {
  return {
    async sms(projectId, to, text) {
      await notifications.sendSms(projectId, { to, body: text }, 'system:fleet');
    },
    async email(projectId, userId, subject, text) {
      await notifications.send({
        projectId,
        type: 'EMAIL',
        title: subject,
        body: text,
        to: { userIds: [userId] },
        sentBy: 'system:fleet',
      });
    },
  };
}

/** The texts of the codes, in English and Georgian. */
export const texts = {
  signupSms: (code: string) =>
    `Fuel business portal: your sign-up code is ${code}. It is valid for 10 minutes.`,
  resetSms: (code: string) =>
    `Fuel business portal: your password reset code is ${code}. It is valid for 10 minutes.`,
  inviteSms: (company: string, code: string) =>
    `Fuel business portal: ${company} added you. Set your password on the portal's reset-password page with the code ${code} (valid 10 minutes).`,
  inviteSubject: { en: 'You were added to the business portal', ka: 'თქვენ დაგამატეს ბიზნეს პორტალზე' },
  inviteEmail: (company: string, code: string) => ({
    en: `${company} added you as a user of the fuel business portal.\nTo set your password, open the portal's reset-password page and enter the code ${code}. It is valid for 10 minutes; after that, the same page sends a new one.`,
    ka: `${company}-მა დაგამატათ საწვავის ბიზნეს პორტალის მომხმარებლად.\nპაროლის დასაყენებლად გახსენით პორტალის პაროლის აღდგენის გვერდი და შეიყვანეთ კოდი ${code}. კოდი მოქმედებს 10 წუთის განმავლობაში; შემდეგ იმავე გვერდზე შეგიძლიათ ახალი კოდის მოთხოვნა.`,
  }),
  resetSubject: { en: 'Your password reset code', ka: 'პაროლის აღდგენის კოდი' },
  resetEmail: (code: string) => ({
    en: `Your password reset code for the business portal is ${code}. It is valid for 10 minutes.\nIf you did not ask for it, ignore this message: your password stays as it is.`,
    ka: `ბიზნეს პორტალის პაროლის აღდგენის კოდია ${code}. კოდი მოქმედებს 10 წუთის განმავლობაში.\nთუ ეს თქვენ არ მოგითხოვიათ, უგულებელყავით ეს წერილი: პაროლი არ შეიცვლება.`,
  }),
};
