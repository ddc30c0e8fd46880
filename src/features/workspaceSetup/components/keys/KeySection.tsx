import { CButton, CCard, CCardBody } from '@coreui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { KEY_HOOKS } from '@/api/keysApi';
import type { ApiKey, KeyKind } from '@/api/types/key';
import { DateText } from '@/components/display/DateText';
import { DetailList } from '@/components/display/DetailList';
import { DetailSection } from '@/components/display/DetailSection';
import { DangerButton } from '@/components/feedback/DangerButton';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { TextField } from '@/components/form/TextField';
import { SHORT_NAME_MAX } from '@/lib/shortName';
import { putServerErrorAtField } from '../../serverErrors';
import { KEY_ERROR_FIELDS, keySchema, type KeyValues } from './keySchema';
import { NewKeyShownOnce } from './NewKeyShownOnce';

interface Props {
  kind: KeyKind;
  ws: string;
  wsId: string;
  canCreate: boolean;
  canDelete: boolean;
}

function KeyCard({ kind, wsId, item, canDelete }: { kind: KeyKind; wsId: string; item: ApiKey; canDelete: boolean }) {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const [remove, state] = KEY_HOOKS[kind].useDelete();
  return (
    <CCard className="setup-tile">
      <CCardBody>
        <h3 className="setup-tile__title">{item.name}</h3>
        <DetailList
          className="mt-2 mb-0"
          items={[
            { id: 'keyId', label: t('keys.keyId'), value: <bdi dir="ltr" className="setup-key">{item.keyId}</bdi> },
            { id: 'lastUsed', label: t('keys.lastUsed'), value: item.lastUsed ? <DateText value={item.lastUsed} withTime /> : t('keys.neverUsed') },
          ]}
        />
        {state.error ? <ErrorAlert error={state.error} className="mt-2 mb-0" /> : null}
        {canDelete && (
          <div className="setup-tile__actions">
            <DangerButton
              size="sm"
              label={t('common:actions.delete')}
              confirmTitle={t(`keys.${kind}.deleteTitle`, { name: item.name })}
              confirmBody={t(`keys.${kind}.deleteBody`)}
              busy={state.isLoading}
              onConfirm={() => remove({ wsId, keyId: item.keyId })}
            />
          </div>
        )}
      </CCardBody>
    </CCard>
  );
}

/** One kind of key (printer or workspace): the list, a new one shown once, delete after a question. */
export function KeySection({ kind, ws, wsId, canCreate, canDelete }: Props) {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const query = KEY_HOOKS[kind].useList(ws, { skip: !ws });
  const [create, created] = KEY_HOOKS[kind].useCreate();
  const keys = query.data ?? [];
  const fresh = created.data?.key ? created.data : null;
  return (
    <DetailSection title={t(`keys.${kind}.title`)}>
      <p className="text-body-secondary small">{t(`keys.${kind}.about`)}</p>
      {fresh && <NewKeyShownOnce name={fresh.name} secret={fresh.key} onDone={() => created.reset()} />}
      <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} isEmpty={!keys.length} emptyText={t(`keys.${kind}.empty`)}>
        <ul className="setup-tiles" aria-label={t(`keys.${kind}.title`)}>
          {keys.map((item) => (
            <li key={item.keyId}>
              <KeyCard kind={kind} wsId={wsId} item={item} canDelete={canDelete} />
            </li>
          ))}
        </ul>
      </QueryState>
      {canCreate && (
        <Formik<KeyValues>
          initialValues={{ name: '' }}
          validationSchema={keySchema(keys)}
          onSubmit={async (values, helpers) => {
            const reply = await create({ wsId, name: values.name.trim() });
            if ('error' in reply) putServerErrorAtField(reply.error, KEY_ERROR_FIELDS, helpers);
            else helpers.resetForm();
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="setup-key-form mt-3" aria-label={t(`keys.${kind}.newTitle`)}>
              {created.error ? <ErrorAlert error={created.error} /> : null}
              <TextField name="name" label={t(`keys.${kind}.name`)} hint={t('keys.nameHint', { max: SHORT_NAME_MAX })} autoComplete="off" />
              <CButton type="submit" color="primary" variant="outline" disabled={isSubmitting}>
                {isSubmitting ? t('common:state.saving') : t(`keys.${kind}.create`)}
              </CButton>
            </Form>
          )}
        </Formik>
      )}
    </DetailSection>
  );
}
