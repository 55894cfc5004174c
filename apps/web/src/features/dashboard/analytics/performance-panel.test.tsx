import type { TShowroomAnalyticsResponse } from '@stonetool/contracts/analytics';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PerformancePanel } from './performance-panel';

const analytics: TShowroomAnalyticsResponse = {
  period: 'month',
  generatedAt: '2026-11-28T10:00:00.000Z',
  metrics: {
    revenue: { current: 4665, previous: 2500, change: 86.6, changeType: 'increase' },
    orders: { current: 3, previous: 2 },
    customers: { new: 1, repeat: 1 },
    conversion: {
      rate: 60,
      orders: 3,
      consultations: 5,
      funnelData: [
        { stage: 'Consultations', value: 5 },
        { stage: 'Quotes', value: 6 },
        { stage: 'Accepted', value: 4 },
        { stage: 'Orders', value: 3 },
        { stage: 'Completed', value: 2 },
      ],
    },
  },
  topPerformers: { quoted: [], sold: [], revenue: [] },
  teamMembers: [],
};

describe('the Performance tab’s sales funnel', () => {
  it('shows the quotes clients accepted between Quotes and Orders, and says what Accepted counts', () => {
    render(<PerformancePanel analytics={analytics} />);
    const funnel = screen.getByRole('table', { name: /^Sales funnel: .*quotes accepted by clients/ });
    expect(
      within(funnel)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Consultations5', 'Quotes6', 'Accepted4', 'Orders3', 'Completed2']);
    expect(
      screen.getByText(
        'Accepted: the period’s quotes their client accepted through the quote link, won even before an order is placed.',
      ),
    ).toBeInTheDocument();
  });
});
