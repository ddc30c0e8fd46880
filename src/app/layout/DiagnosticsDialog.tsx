import { useId } from 'react';
import { CButton, CCloseButton, CModal, CModalBody, CModalFooter, CModalHeader, CModalTitle } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { clearDrifts } from '@/api/schema/drift';
import { useDrifts } from './useDrifts';
import '@/styles/parts/modal.scss';
import { TableScroll } from '@/components/list/TableScroll';

/**
 * What the backend sent that the app did not expect (api/schema/drift.ts), for a support person:
 * each call and field once, what was expected and what kind of value came (never the value).
 */
export function DiagnosticsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('diagnostics');
  const drifts = useDrifts();
  const titleId = useId();
  return (
    <CModal visible onClose={onClose} size="lg" alignment="center" aria-labelledby={titleId} scrollable>
      <CModalHeader closeButton={false}>
        <CModalTitle id={titleId}>{t('title')}</CModalTitle>
        <CCloseButton className="ms-auto" aria-label={t('close')} onClick={onClose} />
      </CModalHeader>
      <CModalBody>
        <p className="small text-body-secondary">{t('intro')}</p>
        <TableScroll label={t('title')}>
          <table className="table table-sm align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('call')}</th>
                <th scope="col">{t('field')}</th>
                <th scope="col">{t('expected')}</th>
                <th scope="col">{t('received')}</th>
                <th scope="col">{t('outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {drifts.map((d) => (
                <tr key={`${d.call} ${d.field} ${d.failed}`}>
                  <td dir="ltr" className="text-break">
                    <code>{d.call}</code>
                  </td>
                  <td dir="ltr">
                    <code>{d.field}</code>
                  </td>
                  <td dir="ltr">{d.expected}</td>
                  <td dir="ltr">{d.received}</td>
                  <td>{d.failed ? t('refused') : t('leftOut')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </CModalBody>
      <CModalFooter>
        <CButton color="secondary" variant="outline" onClick={clearDrifts}>
          {t('clear')}
        </CButton>
        <CButton color="primary" onClick={onClose}>
          {t('close')}
        </CButton>
      </CModalFooter>
    </CModal>
  );
}
