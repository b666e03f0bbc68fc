import { AccessibilityStatementPage } from '@/features/legal';

export function AccessibilityStatementRoute() {
  return <AccessibilityStatementPage />;
}
