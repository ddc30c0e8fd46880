import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';

interface Props {
  /** The merchant's words, exactly as written (any language). */
  text: string;
  /** Who wrote it: the business (or the terminal) the payer is paying. */
  from: string;
  className?: string;
}

/**
 * A message the merchant wrote to the payer, shown as written (a Hebrew welcome stays Hebrew on
 * an English page, in its own direction) inside a frame in the page's language that says whose
 * words these are.
 */
export function MerchantMessage({ text, from, className }: Props) {
  const { t } = useTranslation('payerLink');
  const id = useId();
  // Named by its caption explicitly: not every screen reader takes a figure's name from it.
  return (
    <figure className={`merchant-message ${className ?? ''}`.trim()} aria-labelledby={id}>
      <figcaption id={id} className="merchant-message__from">
        <Trans t={t} i18nKey="merchantMessage.from" values={{ name: from }} components={[<bdi key="name" />]} />
      </figcaption>
      <blockquote className="merchant-message__text" dir="auto">
        {text}
      </blockquote>
    </figure>
  );
}
