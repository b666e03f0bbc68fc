/** Added by issue 29: the "Historique des modifications" of a DUERP. */
export { HistoryPage } from './components/history-page';
