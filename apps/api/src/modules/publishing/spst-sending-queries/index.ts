/** Read-only: the sendings to the SPST with their version's number, for spst and the versions' PDF. */
export {
  findSending,
  listSendings,
  listSpstSendingsBefore,
  type SendingRow,
} from './spst-sending-queries.repository.js';
