import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderSummaryResponseSchema } from '@app/common/apps/orders';
import { renderWithProviders } from '@/testing/render';
import { server, setupMockServer } from '@/testing/mock-server';
import { stubWideScreen } from '@/testing/wide-screen';
import EcommerceDashboardPage from './ecommerce-dashboard-page';

// ApexCharts draws SVG with browser measurements jsdom lacks; the figures are what is tested.
vi.mock('react-apexcharts', () => ({
  default: ({ series }: { series: unknown }) => (
    <div data-testid="chart" data-series={JSON.stringify(series)} />
  ),
}));

setupMockServer({ namespaces: ['ecommerce'] });

beforeEach(stubWideScreen);

const renderDashboard = () =>
  renderWithProviders(<EcommerceDashboardPage />, { path: '/ecommerce-dashboard' });

async function summaryFromMock() {
  const response = await fetch('/api/shop/orders/summary');
  return orderSummaryResponseSchema.parse(await response.json()).summary;
}

describe('EcommerceDashboardPage', () => {
  it('shows the figures of the mock orders, the revenue by month and the recent orders', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const orders = await screen.findByTestId('kpi-orders');
    const summary = await summaryFromMock();
    expect(orders).toHaveTextContent(new Intl.NumberFormat('en').format(summary.orders));
    // The page's currency may be spaced with a no-break space.
    const spaced = (text: string | null) => text?.replace(/\s/g, ' ');
    // Whole shillings under the portal's one label, Ksh.
    expect(spaced(screen.getByTestId('kpi-average').textContent)).toBe(
      spaced(`Ksh ${new Intl.NumberFormat('en-KE').format(Math.round(summary.averageOrder))}`),
    );
    const [revenue] = await screen.findAllByTestId('chart');
    expect(JSON.parse(revenue?.dataset.series ?? '[]')[0].data).toEqual(
      summary.revenueByMonth.map((m) => m.revenue),
    );
    const top = screen.getByTestId('top-products');
    expect(within(top).getAllByRole('listitem')[0]).toHaveTextContent(
      summary.topProducts[0]?.name ?? 'no best seller',
    );

    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(6);
    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('order-row')
          .every((row) => within(row).getByText('Cancelled').classList.contains('badge')),
      ).toBe(true),
    );
  });

  it('says so when there are no orders yet', async () => {
    server.use(
      http.get('/api/shop/orders/summary', () =>
        HttpResponse.json({
          summary: {
            orders: 0,
            revenue: 0,
            averageOrder: 0,
            byStatus: { pending: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 },
            revenueByMonth: [],
            topProducts: [],
          },
        }),
      ),
      http.get('/api/shop/orders', () =>
        HttpResponse.json({ data: [], total: 0, totalPages: 0, page: 1, perPage: 6 }),
      ),
    );
    renderDashboard();
    expect(await screen.findByTestId('kpi-orders')).toHaveTextContent('0');
    // The revenue chart, the status chart and the recent orders.
    await waitFor(() => expect(screen.getAllByText('No orders yet.')).toHaveLength(3));
    expect(screen.getByText('No sales yet.')).toBeInTheDocument();
  });

  it('shows the error with a retry when the figures cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('/api/shop/orders/summary', () =>
        fail ? HttpResponse.json({ error: 'Orders are down' }, { status: 500 }) : undefined,
      ),
    );
    renderDashboard();
    expect(await screen.findByText('Orders are down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('kpi-orders')).toBeInTheDocument();
  });
});
