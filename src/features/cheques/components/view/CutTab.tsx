import { useState } from 'react';
import { CAlert, CButton, CFormCheck, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { NO_IMAGE } from '@/api/imageReply';
import { useCropChequeImageMutation, useGetChequeImageQuery, useRotateChequeImageMutation } from '@/api/chequeImagesApi';
import type { ChequeSide, CropCorners } from '@/api/types/chequeImage';
import { useGetChequeQuery } from '@/api/chequesApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { useAppSelector } from '@/state/hooks';
import { selectWorkspace } from '@/state/generalSlice';
import { usePermission } from '@/state/usePermission';
import { CornerPicker } from './cut/CornerPicker';
import { cornersFit, defaultCorners, type CornerName, type Frame } from './cut/corners';
import { cropSaveBlock, type CornerStart } from './cut/cropSaving';
import { ImageVariantsPanel } from './cut/ImageVariantsPanel';
import { SideSwitch } from './cut/SideSwitch';

export interface CutTabProps {
  checkId: string;
}

interface PictureCut {
  /** The side and version the frame and corners were taken from. */
  picture: string;
  frame: Frame | null;
  corners: CropCorners | null;
  /** Section 5: the four corners are the user's choice, so which ones they placed is kept. */
  start: CornerStart;
  placed: readonly CornerName[];
  confirmed: boolean;
}
const freshCut = (picture: string): PictureCut => ({ picture, frame: null, corners: null, start: 'edges', placed: [], confirmed: false });

/** Cut: choose the cheque's four corners, turn the picture, and see every stored size of it. */
export function CutTab({ checkId }: CutTabProps) {
  // Not suspending: a tab that suspends inside the view's fading tab pane stays invisible.
  const { t, ready, i18n } = useTranslation('chequeMedia', { useSuspense: false });
  const ws = useAppSelector(selectWorkspace);
  const [side, setSide] = useState<ChequeSide>('front');
  const [version, setVersion] = useState(0);
  // A new picture (other side, or turned) has its own frame: the corners start again from it. The
  // frame and corners are kept with their picture, so another picture reads as fresh at once.
  const picture = `${side}-${version}`;
  const [cut, setCut] = useState<PictureCut>(() => freshCut(picture));
  const ofPicture = (was: PictureCut) => (was.picture === picture ? was : freshCut(picture));
  const { frame, corners, start, placed, confirmed } = ofPicture(cut);
  const placeCorners = (next: CropCorners, name: CornerName) =>
    setCut((was) => {
      const mine = ofPicture(was);
      return { ...mine, corners: next, placed: mine.placed.includes(name) ? mine.placed : [...mine.placed, name] };
    });
  const resetCorners = (to: Frame) => setCut((was) => ({ ...ofPicture(was), corners: defaultCorners(to), start: 'edges', placed: [], confirmed: false }));
  const [saved, setSaved] = useState<'crop' | 'rotate' | null>(null);
  const { data: cheque } = useGetChequeQuery({ ws, checkId });
  const image = useGetChequeImageQuery({ checkId, side, original: true, version });
  const [crop, cropState] = useCropChequeImageMutation();
  const [rotate, rotateState] = useRotateChequeImageMutation();
  const savedCrop = cheque?.crop?.[side];

  const onFrame = (next: Frame) => {
    setCut((was) => {
      const mine = ofPicture(was);
      if (mine.corners) return { ...mine, frame: next };
      const suggested = cornersFit(savedCrop, next);
      return { ...mine, frame: next, corners: suggested ? savedCrop : defaultCorners(next), start: suggested ? 'suggested' : 'edges' };
    });
  };

  const onRotate = async (degrees: number) => {
    setSaved(null);
    cropState.reset();
    const result = await rotate({ checkId, side, degrees });
    if (!('error' in result)) {
      setVersion((v) => v + 1);
      setSaved('rotate');
    }
  };
  const saveBlock = cropSaveBlock({ shown: !!frame && !!corners, start, placed, confirmed });
  const onSave = async () => {
    if (!corners || saveBlock) return;
    setSaved(null);
    rotateState.reset();
    const result = await crop({ checkId, side, corners, update: !!savedCrop });
    if (!('error' in result)) {
      setVersion((v) => v + 1);
      setSaved('crop');
    }
  };
  const permission = usePermission();
  // Section 4: a cheque with the bank, awaiting deposit or deleted is not cut or turned.
  const refusal = cheque ? (permission.reason('cheque.rotate', { cheque }) ?? permission.reason('cheque.crop', { cheque })) : null;
  const busy = cropState.isLoading || rotateState.isLoading || !!refusal;
  // The picture of this side and version only (not the last one shown while the next loads): a new
  // one mounts afresh and reports its size, even when it is the same picture as before.
  const src = image.isError ? NO_IMAGE : image.currentData;
  const cornersLeft = saveBlock ? new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(saveBlock.left.map((n) => t(`cut.corners.${n}`))) : '';
  const saveHint = saveBlock && saveBlock.reason !== 'noPicture' && !refusal ? t(saveBlock.reason === 'placeCorners' ? 'cut.mustPlace' : 'cut.mustConfirm', { corners: cornersLeft }) : null;

  if (!ready) return <QueryState isLoading>{null}</QueryState>;
  return (
    <div>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <SideSwitch side={side} onChange={(s) => { setSide(s); setSaved(null); }} label={t('cut.sideLabel')} />
        <CButton color="dark" variant="outline" disabled={busy} onClick={() => void onRotate(-90)}>
          {t('cut.rotateLeft')}
        </CButton>
        <CButton color="dark" variant="outline" disabled={busy} onClick={() => void onRotate(90)}>
          {t('cut.rotateRight')}
        </CButton>
      </div>
      {refusal && <CAlert color="warning">{t(`common:${refusal}`)}</CAlert>}
      {image.isError && <CAlert color="warning">{t('cut.imageFailed')}</CAlert>}
      <div style={{ maxWidth: 720 }}>
        {src ? (
          <CornerPicker key={`${side}-${version}`} src={src} alt={t('cut.pictureAlt', { side: t(`sides.${side}`) })} frame={frame} corners={corners} placed={placed} onFrame={onFrame} onChange={(c, name) => { placeCorners(c, name); setSaved(null); }} />
        ) : (
          <div className="d-flex align-items-center gap-2 py-5 justify-content-center border rounded" role="status">
            <CSpinner size="sm" aria-hidden="true" />
            {t('common:state.loading')}
          </div>
        )}
      </div>
      {cropState.error ? <ErrorAlert error={cropState.error} className="mt-3" /> : null}
      {rotateState.error ? <ErrorAlert error={rotateState.error} className="mt-3" /> : null}
      {saved && (
        <CAlert color="success" className="mt-3" role="status">
          {t(saved === 'crop' ? 'cut.saved' : 'cut.rotated')}
        </CAlert>
      )}
      {start === 'suggested' && frame && !refusal && (
        <CFormCheck
          className="mt-3"
          id={`cut-confirm-${picture}`}
          label={t('cut.confirm')}
          checked={confirmed}
          onChange={(e) => setCut((was) => ({ ...ofPicture(was), confirmed: e.target.checked }))}
        />
      )}
      {saveHint && (
        <p id={`cut-save-hint-${picture}`} className="small text-body-secondary mt-2 mb-0" role="status">
          {saveHint}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <CButton color="primary" disabled={!!saveBlock || busy} aria-describedby={saveHint ? `cut-save-hint-${picture}` : undefined} onClick={() => void onSave()}>
          {cropState.isLoading ? t('common:state.saving') : t('cut.save')}
        </CButton>
        <CButton color="dark" variant="ghost" disabled={!frame || busy} onClick={() => frame && resetCorners(frame)}>
          {t('cut.reset')}
        </CButton>
      </div>
      <ImageVariantsPanel checkId={checkId} version={version} />
    </div>
  );
}
