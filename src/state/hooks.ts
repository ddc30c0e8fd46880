import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { GeneralState } from './generalSlice';

/** The part of the root state that features may read; the store's full type stays in app/. */
export interface RootStateShape {
  general: GeneralState;
}

export const useAppSelector = useSelector.withTypes<RootStateShape>();
export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
