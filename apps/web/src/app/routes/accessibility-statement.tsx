import { AccessibilityStatementPage } from '@/features/legal/components/accessibility-statement-page';

export function AccessibilityStatementRoute() {
  return <AccessibilityStatementPage />;
}
