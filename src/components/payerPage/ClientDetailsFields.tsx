import { useTranslation } from 'react-i18next';
import type { Terminal } from '@/api/types/terminal';
import { COMMENT_MAX } from '@/lib/limits';
import { TerminalField } from './TerminalField';

/** What the payer types about themselves (the payer's rules are in features/payerLink). */
export interface ClientDetails {
  fromName: string;
  comments: string;
  email: string;
}

type ClientDetailsTerminal = Pick<
  Terminal,
  'showFromName' | 'fromNameMandatory' | 'showComments' | 'commentsMandatory' | 'showConfirmationEmail' | 'confirmationEmailMandatory'
>;

interface Props {
  terminal: ClientDetailsTerminal;
  values: ClientDetails;
  /** Translation keys of the `terminal` namespace, per field. */
  errors: Partial<Record<keyof ClientDetails, string>>;
  onChange: (values: ClientDetails) => void;
}

/** The client details the terminal asks for (spec section 3), each optional or mandatory. */
export function ClientDetailsFields({ terminal, values, errors, onChange }: Props) {
  const { t } = useTranslation('payerLink');
  if (!terminal.showFromName && !terminal.showComments && !terminal.showConfirmationEmail) return null;
  const set = (field: keyof ClientDetails) => (value: string) => onChange({ ...values, [field]: value });
  return (
    <section className="terminal-card" aria-labelledby="client-details-title">
      <h2 id="client-details-title">{t('details.title')}</h2>
      {terminal.showFromName && (
        <TerminalField
          label={t('fields.fromName')}
          value={values.fromName}
          onChange={set('fromName')}
          error={errors.fromName}
          optional={!terminal.fromNameMandatory}
          required={terminal.fromNameMandatory}
          autoComplete="name"
        />
      )}
      {terminal.showConfirmationEmail && (
        <TerminalField
          label={t('fields.email')}
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          optional={!terminal.confirmationEmailMandatory}
          required={terminal.confirmationEmailMandatory}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          hint={t('fields.emailHint')}
        />
      )}
      {terminal.showComments && (
        <TerminalField
          label={t('fields.comments')}
          value={values.comments}
          onChange={set('comments')}
          error={errors.comments}
          optional={!terminal.commentsMandatory}
          required={terminal.commentsMandatory}
          multiline
          maxLength={COMMENT_MAX}
        />
      )}
    </section>
  );
}
