import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '@duerp/domain/payment';
import { SubscriptionItem } from './subscription-item';

const upgraded: Subscription = {
  id: 's2',
  productDisplayName: "Plan Premium – jusqu'à 5 DUERP, 1 an",
  recurringPriceHT: 200.16,
  recurringPriceTTC: 240.19,
  renewalPriceTTC: 358.8,
  isActive: true,
  isAutoRenew: true,
  plannedNextBillingTime: '2027-03-01T10:00:00Z',
  plannedCancellationTime: null,
};

describe('SubscriptionItem', () => {
  it('shows the amount paid after a premium upgrade, and the renewal price apart', () => {
    render(<SubscriptionItem subscription={upgraded} pending={false} onToggle={() => undefined} />);
    expect(screen.getByText('Payé : 200,16 € HT / an (240,19 € TTC)')).toBeInTheDocument();
    expect(screen.getByText(/Renouvellement au prix de 358,80 € TTC \/ an/)).toBeInTheDocument();
    expect(screen.queryByText(/299,00/)).not.toBeInTheDocument();
  });
});
