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
  inviteSms: (company: string) =>
    `Fuel business portal: ${company} added you as a user. To set your password, open the portal's "Forgot password" page and ask for a code to this number.`,
  inviteSubject: { en: 'You were added to the business portal', ka: 'თქვენ დაგამატეს ბიზნეს პორტალზე' },
  inviteEmail: (company: string) => ({
    en: `${company} added you as a user of the fuel business portal.\nTo set your password, open the portal's "Forgot password" page and ask for a code to this e-mail address.`,
    ka: `${company}-მა დაგამატათ საწვავის ბიზნეს პორტალის მომხმარებლად.\nპაროლის დასაყენებლად გახსენით პორტალის გვერდი „დაგავიწყდათ პაროლი?“ და მოითხოვეთ კოდი ამ ელ-ფოსტის მისამართზე.`,
  }),
  resetSubject: { en: 'Your password reset code', ka: 'პაროლის აღდგენის კოდი' },
  resetEmail: (code: string) => ({
    en: `Your password reset code for the business portal is ${code}. It is valid for 10 minutes.\nIf you did not ask for it, ignore this message: your password stays as it is.`,
    ka: `ბიზნეს პორტალის პაროლის აღდგენის კოდია ${code}. კოდი მოქმედებს 10 წუთის განმავლობაში.\nთუ ეს თქვენ არ მოგითხოვიათ, უგულებელყავით ეს წერილი: პაროლი არ შეიცვლება.`,
  }),
};
