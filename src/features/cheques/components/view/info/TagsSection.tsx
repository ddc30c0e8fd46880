import { Suspense, useEffect, useRef, useState } from 'react';
import { CButton, CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useAddChequeTagMutation, useRemoveChequeTagMutation } from '@/api/chequesApi';
import { useGetWorkspaceTagsQuery } from '@/api/tagsApi';
import type { MutationReply } from '@/api/mutationReply';
import type { Cheque } from '@/api/types/cheque';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { SelectInput } from '@/components/form/SelectInput';
import { TagBadge } from '@/components/display/TagBadge';
import { lazyWithPreload } from '@/components/routing/lazyWithPreload';

// Its form library (formik + yup) loads with it, after the view's first screen, not with the view.
const NewTagForm = lazyWithPreload(() => import('./NewTagForm').then((m) => m.NewTagForm));

/** The cheque's tags: add one of the workspace, create a new one with a colour, remove. */
export function TagsSection({ cheque, ws, canTag = true, canCreate = true }: { cheque: Cheque; ws: string; canTag?: boolean; canCreate?: boolean }) {
  const { t } = useTranslation('cheques');
  const { data: all = [] } = useGetWorkspaceTagsQuery(ws, { skip: !ws });
  const [add, adding] = useAddChequeTagMutation();
  const [remove, removing] = useRemoveChequeTagMutation();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<unknown>(null);
  const tags = cheque.tags ?? [];
  const available = all.filter((tag) => !tags.some((own) => own.id === tag.id));
  const busy = adding.isLoading || removing.isLoading;
  // Where focus goes once a change is drawn: the button pressed was disabled while it ran, and then
  // went with the tag (its ×) or stays disabled (add, nothing chosen any more). A tag's × button,
  // else the tag choice (else that tag's ×, when no tag is left to choose).
  const card = useRef<HTMLDivElement>(null);
  const [focusWish, setFocusWish] = useState<{ tagId?: string; choose?: boolean } | null>(null);
  useEffect(() => {
    const root = card.current;
    if (!focusWish || !root) return;
    const tagButton = [...root.querySelectorAll<HTMLElement>('li[data-tag-id]')].find((li) => li.dataset.tagId === focusWish.tagId)?.querySelector('button');
    const target = (focusWish.choose ? root.querySelector<HTMLElement>('#add-tag') : null) ?? tagButton;
    if (!target || (target instanceof HTMLButtonElement && target.disabled)) return;
    target.focus();
    setFocusWish(null);
  }, [focusWish, busy, cheque.tags, available.length]);

  async function run(call: () => Promise<MutationReply>): Promise<boolean> {
    setError(null);
    const reply = await call();
    if ('error' in reply) setError(reply.error);
    return !('error' in reply);
  }
  // Added (one chosen or one just created): focus on the tag choice, where the user goes on (else
  // on that tag's ×, when no tag is left to choose); the button pressed is disabled by then.
  const addTag = async (tagId: string) => {
    const done = await run(() => add({ ws, checkId: cheque.checkId, tagId }));
    setFocusWish({ tagId, choose: true });
    return done;
  };
  const removeTag = async (index: number) => {
    const tag = tags[index];
    const beside = tags[index + 1] ?? tags[index - 1];
    const done = await run(() => remove({ ws, checkId: cheque.checkId, tagId: tag.id }));
    setFocusWish(!done ? { tagId: tag.id } : beside ? { tagId: beside.id } : { choose: true });
  };

  return (
    <CCard className="mb-3" ref={card}>
      <CCardBody>
        <h2 className="h6 mb-3">{t('info.tagsTitle')}</h2>
        {tags.length ? (
          <ul className="tag-list list-unstyled d-flex flex-wrap gap-2 mb-3" aria-label={t('info.tagsTitle')}>
            {tags.map((tag, index) => (
              <li key={tag.id} data-tag-id={tag.id}>
                <TagBadge
                  tag={tag}
                  disabled={busy}
                  removeLabel={t('info.removeTag', { name: tag.name })}
                  onRemove={canTag ? () => void removeTag(index) : undefined}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary small">{t('info.noTags')}</p>
        )}
        {canTag && available.length > 0 && (
          <div className="d-flex gap-2 align-items-end">
            <SelectInput
              id="add-tag"
              label={t('info.addTag')}
              placeholder={t('info.chooseTag')}
              options={available.map((tag) => ({ value: tag.id, label: tag.name }))}
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              className="flex-grow-1"
            />
            <CButton type="button" color="primary" disabled={!chosen || busy} onClick={() => void addTag(chosen).then(() => setChosen(''))}>
              {t('info.add')}
            </CButton>
          </div>
        )}
        {canTag && canCreate && (
          <Suspense fallback={null}>
            <NewTagForm ws={ws} onCreated={(tag) => addTag(tag.id)} />
          </Suspense>
        )}
        {error ? <ErrorAlert error={error} className="mt-2 py-2" /> : null}
      </CCardBody>
    </CCard>
  );
}
