import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Meta } from '@app/common/projects';
import { useFormatters } from '@/hooks/use-formatters';
import { meta } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { DataNotice } from './data-notice';

function Notice({ data }: { data: Meta | undefined }) {
  return <DataNotice meta={data} fmt={useFormatters()} />;
}

describe('DataNotice', () => {
  afterEach(cleanup);

  it('says what it will tell before the data come; only the values wait', async () => {
    await renderRoutes([{ path: '/', element: <Notice data={undefined} /> }], '/');
    const notice = await screen.findByTestId('loading-placeholder');
    // The sentences are drawn as text, outside the grey bars that stand for the values.
    for (const words of ['Last updated', 'Project data:', 'Licence of the ward boundaries:']) {
      const text = within(notice).getByText(words, { exact: false });
      expect(text.closest('.placeholder')).toBeNull();
    }
    // Not a link a keyboard reaches inside a part that is hidden from assistive technology.
    expect(notice).toHaveAttribute('aria-hidden', 'true');
    expect(within(notice).getByText('About the data')).toHaveAttribute('tabindex', '-1');
    expect(within(notice).queryByTestId('data-licence')).toBeNull();
  });

  it('fills in the values, with the licences as links, when the data come', async () => {
    await renderRoutes([{ path: '/', element: <Notice data={meta} /> }], '/');
    const notice = await screen.findByTestId('data-notice');
    expect(notice).not.toHaveAttribute('aria-hidden');
    expect(notice).toHaveTextContent(`Project data: ${meta.publisher.name},`);
    expect(within(notice).getByTestId('data-licence')).toHaveAttribute(
      'href',
      meta.dataLicence.url,
    );
    expect(within(notice).getByTestId('boundaries-licence')).toHaveAttribute(
      'href',
      meta.licence.url,
    );
    expect(within(notice).getByRole('link', { name: 'About the data' })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(notice.querySelector('.placeholder')).toBeNull();
  });
});
