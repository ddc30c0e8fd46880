import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { NO_IMAGE } from '@/api/imageReply';
import type { SignLinkImages } from '@/api/signLinkCalls';
import { Money } from '@/components/display/Money';
import { formatDate } from '@/lib/dates';
import { agorotToShekels, shekelsToAgorot } from '@/lib/money';
import { signingProgress } from '../signingProgress';
import '@/styles/parts/chequeImage.scss';

interface Props {
  checks: Cheque[];
  required: number;
  /** From GET /api/check/images/hash/{hash} (the signer has no session); undefined while loading. */
  images: SignLinkImages | undefined;
}

/** The cheques behind a sign link: picture, payee, number, due date, amount; then the total. */
export function SignLinkCheques({ checks, required, images }: Props) {
  const { t } = useTranslation('signing');
  const totalAgorot = checks.reduce((sum, c) => sum + (c.signedByMe ? 0 : shekelsToAgorot(c.amount) ?? 0), 0);
  return (
    <section aria-labelledby="sign-cheques-heading">
      <h2 id="sign-cheques-heading" className="h6 mb-2">
        {t('link.chequesHeading')}
      </h2>
      <ul className="sign-cheques list-unstyled mb-3">
        {checks.map((c) => {
          const progress = signingProgress(c, required);
          return (
            <li key={c.checkId} className="sign-cheques__item">
              {images ? (
                <img
                  src={images[c.checkId]?.front ?? NO_IMAGE}
                  className="cheque-image sign-cheques__image"
                  alt={t('link.chequeAlt', { number: c.checkNumber ?? c.checkId, payee: c.payee ?? '' })}
                />
              ) : (
                <div className="cheque-image cheque-image--loading sign-cheques__image" aria-hidden="true" />
              )}
              <dl className="sign-cheques__facts">
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
                    <bdi>{formatDate(c.checkDate)}</bdi>
                  </dd>
                </div>
                <div>
                  <dt>{t('link.amount')}</dt>
                  <dd className="fw-semibold">
                    <Money value={c.amount} />
                  </dd>
                </div>
              </dl>
              <p className={`sign-cheques__progress small mb-0 ${c.signedByMe ? 'text-success' : 'text-body-secondary'}`}>
                {c.signedByMe ? t('progress.signedByMe') : t('progress.signatures', { ...progress })}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="sign-cheques__total d-flex justify-content-between fw-semibold pt-2">
        <span>{t('link.total')}</span>
        <Money value={agorotToShekels(totalAgorot)} />
      </p>
    </section>
  );
}
