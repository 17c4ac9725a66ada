import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { signInStaff } from '../../test/staffSession';
import type { WebhookDelivery, WebhookEndpoint } from './api';
import { WebhooksPage } from './WebhooksPage';

beforeEach(() => signInStaff());
afterEach(() => vi.unstubAllGlobals());

const SLOW = 30_000;
const PATH = '/v2/webhooks';
const endpoint: WebhookEndpoint = {
  id: 3,
  url: 'https://tickets.example.com/hooks',
  events: ['report.submitted', 'order.created'],
  active: true,
  secretHint: 'x9Qa',
  createTime: '2026-11-20 10:00:00',
  updateTime: '2026-11-20 10:00:00',
};
const delivery: WebhookDelivery = {
  id: 11,
  deliveryId: '6f1c7a52-3c1e-4c4e-9a53-2f9f7e0d1a11',
  endpointId: 3,
  url: endpoint.url,
  event: 'report.submitted',
  status: 'failed',
  attempts: 9,
  responseCode: 500,
  responseExcerpt: 'upstream down',
  error: null,
  durationMs: 42,
  createTime: '2026-11-20 10:01:00',
  lastAttemptTime: '2026-11-21 10:01:00',
  nextAttemptTime: null,
};
const SECRET = `whsec_${'A'.repeat(39)}x9Qa`;

function stub() {
  return stubApi()
    .get('/v2/admin/api/webhook', { total: 1, endpoints: [endpoint] })
    .get('/v2/admin/api/webhook-delivery', { total: 1, deliveries: [delivery] })
    .post('/v2/admin/api/webhook', { id: 4, secret: SECRET })
    .put('/v2/admin/api/webhook/{id}', {})
    .delete('/v2/admin/api/webhook/{id}', {})
    .post('/v2/admin/api/webhook/{id}/secret', { id: 3, secret: SECRET })
    .post('/v2/admin/api/webhook-delivery/{id}/redeliver', { id: 12 });
}

describe('webhooks screen', () => {
  it(
    'lists endpoints and deliveries; the log filters live in the address and the request',
    async () => {
      const api = stub();
      const { location } = renderWithApp(<WebhooksPage />, { lang: 'en', path: PATH, search: 'status=failed' });
      expect(await screen.findByRole('cell', { name: 'https://tickets.example.com/hooks' })).toBeTruthy();
      expect(screen.getByText('…x9Qa')).toBeTruthy();
      expect(await screen.findByText('upstream down')).toBeTruthy();
      const logRequest = api.requests.find((u) => u.pathname.endsWith('/webhook-delivery'))!;
      expect(logRequest.searchParams.get('status')).toBe('failed');
      fireEvent.change(screen.getByLabelText('Event'), { target: { value: 'order.created' } });
      await waitFor(() => expect(location.history.at(-1)).toContain('event=order.created'));
      await waitFor(() =>
        expect(
          api.requests
            .filter((u) => u.pathname.endsWith('/webhook-delivery'))
            .at(-1)!
            .searchParams.get('event'),
        ).toBe('order.created'),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Deliveries to https://tickets.example.com/hooks' }));
      await waitFor(() => expect(location.history.at(-1)).toContain('endpointId=3'));
    },
    SLOW,
  );

  it(
    'creates an endpoint after checking its fields, then shows the secret once',
    async () => {
      const api = stub();
      renderWithApp(<WebhooksPage />, { lang: 'en', path: PATH });
      fireEvent.click(await screen.findByRole('button', { name: 'New endpoint' }));
      const dialog = await screen.findByRole('dialog', { name: 'New webhook endpoint' });
      fireEvent.change(within(dialog).getByLabelText(/Address/), { target: { value: 'ftp://x' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Enter an address starting with http:// or https://')).toBeTruthy();
      expect(within(dialog).getByText('Choose at least one event')).toBeTruthy();
      expect(api.posts).toHaveLength(0);

      fireEvent.change(within(dialog).getByLabelText(/Address/), { target: { value: ' https://hooks.example.org/src ' } });
      const orderChanged = within(dialog).getByRole('checkbox', { name: /Order changed/ });
      const reportRated = within(dialog).getByRole('checkbox', { name: /Report rated/ });
      fireEvent.click(orderChanged);
      fireEvent.click(reportRated);
      // The checkboxes report their change asynchronously.
      await waitFor(() => expect(orderChanged.closest('label')?.getAttribute('data-state')).toBe('checked'));
      await waitFor(() => expect(reportRated.closest('label')?.getAttribute('data-state')).toBe('checked'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect(api.posts[0]).toMatchObject({ method: 'POST', path: '/v2/admin/api/webhook' });
      expect([...api.posts[0]!.form]).toEqual([
        ['url', 'https://hooks.example.org/src'],
        ['events', 'report.rated'],
        ['events', 'order.changed'],
        ['active', 'true'],
      ]);
      const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
      expect((within(secret).getByLabelText('Secret') as HTMLInputElement).value).toBe(SECRET);
      fireEvent.click(within(secret).getByRole('button', { name: 'I have copied it' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Signing secret' })).toBeNull());
    },
    SLOW,
  );

  it(
    "shows the server's refusal of the address under the field",
    async () => {
      stub().fail('/v2/admin/api/webhook/{id}', 1001, 'url: the address must resolve to public addresses');
      renderWithApp(<WebhooksPage />, { lang: 'en', path: PATH });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit https://tickets.example.com/hooks' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit webhook endpoint' });
      expect((within(dialog).getByLabelText(/Address/) as HTMLInputElement).value).toBe(endpoint.url);
      fireEvent.change(within(dialog).getByLabelText(/Address/), { target: { value: 'http://10.0.0.5/hooks' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('url: the address must resolve to public addresses')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'deletes, rotates and redelivers only after confirming',
    async () => {
      const api = stub();
      renderWithApp(<WebhooksPage />, { lang: 'en', path: PATH });
      fireEvent.click(await screen.findByRole('button', { name: 'Delete https://tickets.example.com/hooks' }));
      let confirm = await screen.findByRole('alertdialog');
      fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(api.posts).toHaveLength(0);
      fireEvent.click(await screen.findByRole('button', { name: 'Delete https://tickets.example.com/hooks' }));
      confirm = await screen.findByRole('alertdialog');
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(api.posts).toHaveLength(1));
      expect(api.posts[0]).toMatchObject({ method: 'DELETE', path: '/v2/admin/api/webhook/3' });
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

      fireEvent.click(await screen.findByRole('button', { name: 'Rotate the secret of https://tickets.example.com/hooks' }));
      confirm = await screen.findByRole('alertdialog', { name: 'Rotate the signing secret?' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
      await waitFor(() => expect(api.posts).toHaveLength(2));
      expect(api.posts[1]).toMatchObject({ method: 'POST', path: '/v2/admin/api/webhook/3/secret' });
      const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
      fireEvent.click(within(secret).getByRole('button', { name: 'I have copied it' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      fireEvent.click(await screen.findByRole('button', { name: `Redeliver ${delivery.deliveryId}` }));
      confirm = await screen.findByRole('dialog', { name: 'Send this delivery again?' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Redeliver' }));
      await waitFor(() => expect(api.posts).toHaveLength(3));
      expect(api.posts[2]).toMatchObject({ method: 'POST', path: '/v2/admin/api/webhook-delivery/11/redeliver' });
    },
    SLOW,
  );

  it(
    'shows the empty states in Chinese and the error with a retry',
    async () => {
      stubApi().get('/v2/admin/api/webhook', { total: 0, endpoints: [] }).get('/v2/admin/api/webhook-delivery', { total: 0, deliveries: [] });
      const { unmount } = renderWithApp(<WebhooksPage />, { path: PATH });
      expect(await screen.findByText('还没有接收地址：登记一个，把报告和订单事件推送到你们的工单系统。')).toBeTruthy();
      expect(await screen.findByText('没有符合条件的投递。')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Webhook' })).toBeTruthy();
      unmount();
      vi.unstubAllGlobals();
      stubApi().fail('/v2/admin/api/webhook', 5000, '服务繁忙').get('/v2/admin/api/webhook-delivery', { total: 0, deliveries: [] });
      renderWithApp(<WebhooksPage />, { path: PATH });
      expect(await screen.findByText('服务繁忙')).toBeTruthy();
      expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    },
    SLOW,
  );
});

describe('webhooks screen for a viewer', () => {
  it(
    'lists the endpoints and the log with nothing to create, edit, rotate, delete or redeliver',
    async () => {
      signInStaff(['viewer']);
      stub();
      renderWithApp(<WebhooksPage />, { lang: 'en', path: PATH });
      expect(await screen.findByRole('cell', { name: 'https://tickets.example.com/hooks' })).toBeTruthy();
      expect(await screen.findByText('upstream down')).toBeTruthy();
      expect(screen.getByText('…x9Qa')).toBeTruthy();
      // Only the read: the endpoint's deliveries.
      expect(screen.queryAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Deliveries to https://tickets.example.com/hooks']);
      // The endpoints keep their column (the log link); the delivery log has none.
      expect(screen.getAllByRole('columnheader', { name: 'Actions' })).toHaveLength(1);
    },
    SLOW,
  );
});
