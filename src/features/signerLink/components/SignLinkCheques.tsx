import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { NO_IMAGE } from '@/api/imageReply';
import type { SignLinkImages } from '@/api/signLinkCalls';
import { dayText } from '@/lib/dayText';
import { formatMoney, shekelsToAgorot } from '@/lib/money';
import { signingProgress } from '@/lib/signingProgress';

interface Props {
  checks: Cheque[];
  required: number;
  /** From GET /api/check/images/hash/{hash} (the signer has no session); undefined while loading. */
  images: SignLinkImages | undefined;
}

/**
 * An amount as Money shows it ('₪ 14,080.57' read right to left in Hebrew, '₪14,080.57' in English,
 * isolated), without the `display` chunk that Money shares with dates and icons: the link page's
 * exception (docs/ui-conventions.md).
 */
function Amount({ agorot }: { agorot: number | null }) {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  if (agorot === null || !Number.isSafeInteger(agorot)) return <span className="link-amount">—</span>;
  return (
    <bdi dir={english ? 'ltr' : 'rtl'} className="link-amount">
      {formatMoney(agorot, english ? 'en' : 'he')}
    </bdi>
  );
}

/** The cheques behind a sign link: picture, payee, number, due date, amount; then the total. */
export function SignLinkCheques({ checks, required, images }: Props) {
  const { t } = useTranslation('signerLink');
  const totalAgorot = checks.reduce((sum, c) => sum + (c.signedByMe ? 0 : shekelsToAgorot(c.amount) ?? 0), 0);
  return (
    <section aria-labelledby="sign-cheques-heading">
      <h2 id="sign-cheques-heading" className="link-heading">
        {t('link.chequesHeading')}
      </h2>
      <ul className="link-cheques">
        {checks.map((c) => {
          const progress = signingProgress(c, required);
          return (
            <li key={c.checkId} className="link-cheques__item">
              {images ? (
                <img
                  src={images[c.checkId]?.front ?? NO_IMAGE}
                  className="link-cheques__image"
                  alt={t('link.chequeAlt', { number: c.checkNumber ?? c.checkId, payee: c.payee ?? '' })}
                />
              ) : (
                <div className="link-cheques__image link-cheques__image--loading" aria-hidden="true" />
              )}
              <dl className="link-cheques__facts">
                <div>
                  <dt>{t('link.payee')}</dt>
                  <dd>{c.payee}</dd>
                </div>
                <div>
                  <dt>{t('link.number')}</dt>
                  <dd>
                    <bdi>{c.checkNumber}</bdi>
                  </dd>
                </div>
                <div>
                  <dt>{t('link.dueDate')}</dt>
                  <dd>
                    <bdi className="link-date">{dayText(c.checkDate)}</bdi>
                  </dd>
                </div>
                <div>
                  <dt>{t('link.amount')}</dt>
                  <dd className="link-cheques__amount">
                    <Amount agorot={shekelsToAgorot(c.amount)} />
                  </dd>
                </div>
              </dl>
              <p className={`link-cheques__progress${c.signedByMe ? ' link-cheques__progress--done' : ''}`}>
                {c.signedByMe ? t('progress.signedByMe') : t('progress.signatures', { ...progress })}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="link-cheques__total">
        <span>{t('link.total')}</span>
        <Amount agorot={totalAgorot} />
      </p>
    </section>
  );
}
