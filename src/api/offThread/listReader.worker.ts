/// <reference lib="webworker" />
import { answerListQuestion } from './answerListQuestion';
import type { ListReaderQuestion } from './listReaderProtocol';

/*
 * Reads a large cheque list's reply away from the page: the JSON parsed and every row checked by
 * the same schema as on the page (schema/chequeList.ts). A reply of 50,000 cheques held the page's
 * thread for seconds; the page now only unpacks the rows, a slice per message.
 */
declare const self: DedicatedWorkerGlobalScope;
self.onmessage = ({ data }: MessageEvent<ListReaderQuestion>) => answerListQuestion(data, (message) => self.postMessage(message));
