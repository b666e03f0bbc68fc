/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What every page of the built-in provider says first. */
export const TEST_MODE_LABEL = 'Mode test — aucun paiement réel';

/** A standalone French page of the test provider (no script: the CSP forbids inline ones). */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Paiement de test</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:24px 12px}
main{max-width:560px;margin:auto;background:#fff;border:1px solid #cbd5e1;border-radius:14px;padding:24px}
.badge{display:inline-block;background:#fef3c7;color:#78350f;border:1px solid #f59e0b;border-radius:999px;padding:4px 12px;font-weight:700;font-size:14px}
.test-mode{background:#fef3c7;border:2px solid #b45309;color:#78350f;border-radius:10px;padding:10px 14px;margin:0 0 16px;font-weight:700}
h1{font-size:22px;margin:14px 0}
h2{font-size:16px;margin:20px 0 6px}
table{width:100%;border-collapse:collapse;margin:12px 0;table-layout:auto}td,th{padding:8px 4px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top}
th.num{text-align:right}td.num,td.nowrap{text-align:right;white-space:nowrap}td.nowrap{text-align:left}
@media (max-width:420px){main{padding:16px}table.compact{font-size:13px}}
@media (max-width:360px){body{padding:16px 6px}main{padding:12px}table.compact td,table.compact th{padding:6px 2px}}
.table-scroll{overflow-x:auto}
td.wrap{overflow-wrap:anywhere}
.total td{font-weight:700;font-size:17px}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:20px}
button,a.button{font:inherit;font-weight:700;border-radius:10px;padding:12px 20px;border:1px solid transparent;cursor:pointer;text-decoration:none;display:inline-block}
.pay{background:#1d4ed8;color:#fff}button.cancel,a.button.cancel{background:#fff;color:#1e293b;border-color:#64748b}
p.note{color:#475569;font-size:14px}
</style></head><body><main>
<p class="test-mode" role="note">${TEST_MODE_LABEL} : aucune somme n'est prélevée et aucune donnée bancaire n'est demandée.</p>
<span class="badge">Paiement de test</span>
${body}
<p class="note">Le paiement est en phase de test : les factures émises ici portent la mention « FACTURE DE TEST — sans valeur ».</p>
</main></body></html>`;
}
