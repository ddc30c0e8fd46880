import { useTranslation } from 'react-i18next';
import { passwordProblems, type PasswordProblem } from '../rules/password';

const RULES: Array<[Exclude<PasswordProblem, 'required'>, string]> = [
  ['minLength', 'validation.passwordMinLength'],
  ['capital', 'validation.passwordCapital'],
  ['digit', 'validation.passwordDigit'],
  ['special', 'validation.passwordSpecial'],
];

/** Spec section 5's password rules as a live checklist: each rule says whether it is met yet. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation(['accounts', 'common']);
  const problems = new Set(passwordProblems(password));
  return (
    <ul className="password-checklist list-unstyled small mb-3" id={id} aria-label={t('accounts:password.rulesLabel')}>
      {RULES.map(([rule, key]) => {
        const met = !problems.has(rule) && !problems.has('required');
        return (
          <li key={rule} className={met ? 'text-success-emphasis' : 'text-body'}>
            <span aria-hidden="true" className="password-checklist__mark">{met ? '✓' : '•'}</span>{' '}
            {t(`common:${key}`)}
            <span className="visually-hidden">{` (${t(met ? 'accounts:password.met' : 'accounts:password.notMet')})`}</span>
          </li>
        );
      })}
    </ul>
  );
}
