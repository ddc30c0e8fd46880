import { useState } from 'react';
import { CAlert, CButton, CSpinner } from '@coreui/react';
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
import { cornersFit, defaultCorners, type Frame } from './cut/corners';
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
}
const freshCut = (picture: string): PictureCut => ({ picture, frame: null, corners: null });

/** Cut: choose the cheque's four corners, turn the picture, and see every stored size of it. */
export function CutTab({ checkId }: CutTabProps) {
  // Not suspending: a tab that suspends inside the view's fading tab pane stays invisible.
  const { t, ready } = useTranslation('chequeMedia', { useSuspense: false });
  const ws = useAppSelector(selectWorkspace);
  const [side, setSide] = useState<ChequeSide>('front');
  const [version, setVersion] = useState(0);
  // A new picture (other side, or turned) has its own frame: the corners start again from it. The
  // frame and corners are kept with their picture, so another picture reads as fresh at once.
  const picture = `${side}-${version}`;
  const [cut, setCut] = useState<PictureCut>(() => freshCut(picture));
  const ofPicture = (was: PictureCut) => (was.picture === picture ? was : freshCut(picture));
  const { frame, corners } = ofPicture(cut);
  const setCorners = (next: CropCorners | null) => setCut((was) => ({ ...ofPicture(was), corners: next }));
  const [saved, setSaved] = useState<'crop' | 'rotate' | null>(null);
  const { data: cheque } = useGetChequeQuery({ ws, checkId });
  const image = useGetChequeImageQuery({ checkId, side, original: true, version });
  const [crop, cropState] = useCropChequeImageMutation();
  const [rotate, rotateState] = useRotateChequeImageMutation();
  const savedCrop = cheque?.crop?.[side];

  const onFrame = (next: Frame) => {
    setCut((was) => {
      const mine = ofPicture(was);
      return { ...mine, frame: next, corners: mine.corners ?? (cornersFit(savedCrop, next) ? savedCrop : defaultCorners(next)) };
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
  const onSave = async () => {
    if (!corners) return;
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
          <CornerPicker key={`${side}-${version}`} src={src} alt={t('cut.pictureAlt', { side: t(`sides.${side}`) })} frame={frame} corners={corners} onFrame={onFrame} onChange={(c) => { setCorners(c); setSaved(null); }} />
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
      <div className="d-flex flex-wrap gap-2 mt-3">
        <CButton color="primary" disabled={!corners || busy} onClick={() => void onSave()}>
          {cropState.isLoading ? t('common:state.saving') : t('cut.save')}
        </CButton>
        <CButton color="dark" variant="ghost" disabled={!frame || busy} onClick={() => frame && setCorners(defaultCorners(frame))}>
          {t('cut.reset')}
        </CButton>
      </div>
      <ImageVariantsPanel checkId={checkId} version={version} />
    </div>
  );
}
