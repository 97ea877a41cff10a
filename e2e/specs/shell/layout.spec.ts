import { expect, test } from '../../fixtures';

test.describe('layouts', () => {
  test('horizontal at 1200px wide, vertical at 1199px and back', async ({ page, shell }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await shell.goto('/');
    await expect(shell.root).toHaveAttribute('data-layout', 'horizontal');
    await expect(shell.horizontalMenu).toBeVisible();
    await expect(shell.sidebar).toHaveCount(0);

    await page.setViewportSize({ width: 1199, height: 800 });
    await expect(shell.root).toHaveAttribute('data-layout', 'vertical');
    await expect(shell.horizontalMenu).toHaveCount(0);

    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(shell.root).toHaveAttribute('data-layout', 'horizontal');
  });

  test('the menu bar stays one row at every width and language; what does not fit is under More', async ({
    page,
    shell,
  }) => {
    const menu = shell.horizontalMenu;
    // The entries on the bar: those moved under More stay in the row, hidden, and so are not
    // found by role.
    const shown = menu.getByRole('listitem');
    const more = menu.getByTestId('menu-more');
    const oneRow = async () => {
      const tops = await shown.evaluateAll((items) =>
        items.map((li) => Math.round(li.getBoundingClientRect().top)),
      );
      return new Set(tops).size;
    };
    // Every portal entry is on the bar or under More, never lost.
    const reachable = async (name: string) => {
      const onBar = shown.getByRole('link', { name });
      if ((await onBar.count()) > 0) return expect(onBar.first()).toBeVisible();
      await more.getByRole('button').click();
      await expect(more.getByRole('link', { name })).toBeVisible();
      await page.keyboard.press('Escape');
    };
    await page.setViewportSize({ width: 1920, height: 900 });
    await shell.goto('/');
    await expect(menu).toBeVisible();
    await expect.poll(oneRow).toBe(1);
    await expect(more).toBeHidden();
    for (const width of [1400, 1200]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(oneRow).toBe(1);
      await expect(more).toBeVisible();
      for (const name of ['FAQ', 'Knowledge Base', 'Search', 'Open Data API'])
        await reachable(name);
    }
    // A longer language: the bar keeps one row, and a wider window brings entries back to it.
    await page.getByTestId('language-menu').getByRole('button').first().click();
    await page.getByTestId('lang-de').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect.poll(oneRow).toBe(1);
    await expect(more).toBeVisible();
    const german = await shown.count();
    // Wider again: entries come back to the bar.
    await page.setViewportSize({ width: 1920, height: 900 });
    await expect.poll(() => shown.count()).toBeGreaterThan(german);
    await expect.poll(oneRow).toBe(1);
  });

  test('the logo is 50x50 and links to Home', async ({ page, shell }) => {
    await shell.goto('/analytics');
    const logo = shell.navbar.getByRole('link', { name: /go to home/i });
    const img = logo.getByTestId('logo-image');
    await expect(img).toHaveAttribute('width', '50');
    const box = await img.boundingBox();
    expect(box?.width).toBe(50);
    expect(box?.height).toBe(50);
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('vertical sidebar collapses and shows in full on hover', async ({
    page,
    shell,
    presetLayout,
  }) => {
    await presetLayout({ layout: 'vertical' });
    await shell.goto('/analytics');
    const sidebar = shell.sidebar;
    await expect(sidebar).toBeVisible();
    const wide = (await sidebar.boundingBox())?.width ?? 0;
    await page.getByTestId('sidebar-collapse-toggle').click();
    await page.mouse.move(900, 500);
    await expect(sidebar).toHaveClass(/collapsed/);
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(100);
    await expect(sidebar.getByText('Analytics', { exact: true })).toBeHidden();
    await sidebar.hover();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(wide);
    await expect(sidebar.getByText('Analytics', { exact: true })).toBeVisible();
  });

  test('below 1200px the sidebar hides, opens from the navbar, closes by overlay and by swipe', async ({
    page,
    shell,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await shell.goto('/analytics');
    const sidebar = shell.sidebar;
    await expect(sidebar).not.toBeInViewport();
    // Off screen, the menu is not built yet; the first opening builds it, and closing keeps it.
    await expect(sidebar.getByRole('link', { name: 'Analytics', exact: true })).toHaveCount(0);
    await page.getByTestId('menu-toggle').click();
    await expect(sidebar).toBeInViewport();
    await expect(sidebar.getByRole('link', { name: 'Analytics', exact: true })).toBeVisible();
    await page.getByTestId('sidenav-overlay').click({ position: { x: 370, y: 700 } });
    await expect(sidebar).not.toBeInViewport();
    await expect(sidebar.getByRole('link', { name: 'Analytics', exact: true })).toHaveCount(1);

    await page.getByTestId('menu-toggle').click();
    await expect(sidebar).toBeInViewport();
    await sidebar.dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: 220, clientY: 300 }],
      changedTouches: [{ identifier: 1, clientX: 220, clientY: 300 }],
    });
    await sidebar.dispatchEvent('touchend', {
      touches: [],
      changedTouches: [{ identifier: 1, clientX: 60, clientY: 300 }],
    });
    await expect(sidebar).not.toBeInViewport();
  });

  test('groups open and close on click, and the active group follows the route', async ({
    page,
    shell,
    presetLayout,
  }) => {
    await presetLayout({ layout: 'vertical' });
    await shell.goto('/analytics');
    const dashboards = shell.verticalMenu.getByRole('button', { name: /dashboards/i });
    await expect(dashboards).toHaveAttribute('aria-expanded', 'true');
    await expect(
      shell.verticalMenu.getByRole('link', { name: 'Analytics', exact: true }),
    ).toHaveClass(/active/);
    await dashboards.click();
    await expect(dashboards).toHaveAttribute('aria-expanded', 'false');
    const samplePages = shell.verticalMenu.getByRole('button', { name: /sample pages/i });
    await expect(samplePages).toHaveAttribute('aria-expanded', 'false');
    await samplePages.click();
    const misc = shell.verticalMenu.getByRole('button', { name: /miscellaneous/i });
    await expect(misc).toHaveAttribute('aria-expanded', 'false');
    await misc.click();
    await expect(misc).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.verticalMenu.getByRole('link', { name: 'Coming Soon' })).toBeVisible();
    await page.goto('/');
    await expect(shell.verticalMenu.getByRole('button', { name: /dashboards/i })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('the portal comes first; sample apps, sample pages and the catalogue start collapsed', async ({
    page,
    shell,
    presetLayout,
  }) => {
    await presetLayout({ layout: 'vertical' });
    await shell.goto('/');
    const menu = shell.verticalMenu;
    // The portal's own pages are listed at the top level, each visible without opening anything.
    for (const name of ['Home', 'About the data', 'Open Data API']) {
      await expect(menu.getByRole('link', { name, exact: false }).first()).toBeVisible();
    }
    for (const header of [/sample apps/i, /sample pages/i, /ui catalogue/i]) {
      await expect(menu.getByRole('button', { name: header })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    // Template pages (lock screen, maintenance, error pages) are not places to visit among the
    // portal's pages: they sit inside the collapsed sample pages.
    await expect(menu.getByRole('button', { name: /miscellaneous/i })).toBeHidden();
    await expect(menu.getByRole('link', { name: /lock screen/i })).toBeHidden();
    // No disabled "soon" entry in either layout.
    await expect(menu.getByText(/^soon$/i)).toHaveCount(0);
    await menu.getByRole('button', { name: /sample pages/i }).click();
    await expect(menu.getByRole('button', { name: /miscellaneous/i })).toBeVisible();
    // The section holding the current page opens by itself.
    await page.goto('/email/inbox');
    await expect(menu.getByRole('button', { name: /sample apps/i })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await presetLayout({ layout: 'horizontal' });
    await shell.goto('/');
    await expect(shell.horizontalMenu.getByText(/^soon$/i)).toHaveCount(0);
    await expect(shell.horizontalMenu.getByRole('button', { name: /sample apps/i })).toBeVisible();
  });

  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 768, height: 1024 },
    { width: 390, height: 844 },
  ]) {
    test(`the customizer and scroll-to-top buttons cover no header, figure or text (${viewport.width}px)`, async ({
      page,
      shell,
    }) => {
      await page.setViewportSize(viewport);
      await shell.goto('/');
      await page.getByRole('region', { name: 'Filters' }).waitFor();
      await expect(page.getByTestId('projects-dashboard')).not.toHaveAttribute('aria-busy', 'true');
      const phone = viewport.width < 576;
      // Scrolls the page through, checking at each step what the floating buttons lie over.
      const scrollThrough = async () => {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y <= height; y += 300) {
          await page.evaluate(async (top) => {
            window.scrollTo({ top, behavior: 'instant' });
            // The scroll listeners (scroll-to-top button, navbar shadow) draw within two frames.
            await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          }, y);
          // On a phone the customizer's gear is a slim tab at the screen's edge: it may lie over a
          // card's padding, never over its text, pictures or controls. Elsewhere the floating
          // buttons cover no element of the page at all.
          const covered = await page.evaluate((isPhone) => {
            const floating = [
              ...document.querySelectorAll<HTMLElement>('.customizer-toggle, .scroll-to-top'),
            ].filter((b) => getComputedStyle(b).position === 'fixed' && b.offsetWidth > 0);
            const main = document.getElementById('main-content');
            // Whole boxes: on a phone pictures and controls (text is checked line by line below),
            // elsewhere every element that shows something.
            const boxes = main?.querySelectorAll<HTMLElement>(
              isPhone
                ? ':is(svg, canvas, img, input, select, button)'
                : ':is(th, td, svg, canvas, img, p, h1, h2, h3, h4, h5, h6, li, label, a, input, select, button)',
            );
            // What shows of a box: cut by every scroll box it sits in (a wide table's far columns
            // are out of sight inside its sideways-scrolling card).
            const visible = (r: DOMRect, from: Element | null) => {
              let { left, right, top, bottom } = r;
              for (let box = from; box && box !== document.body; box = box.parentElement) {
                if (getComputedStyle(box).overflowX === 'visible') continue;
                const c = box.getBoundingClientRect();
                left = Math.max(left, c.left);
                right = Math.min(right, c.right);
                top = Math.max(top, c.top);
                bottom = Math.min(bottom, c.bottom);
              }
              return right > left && bottom > top ? { left, right, top, bottom } : null;
            };
            // Each thing that may not be covered: its visible box and a name for the message.
            const things: { box: ReturnType<typeof visible>; owner: Element; name: string }[] = [];
            for (const el of boxes ?? []) {
              const name = `<${el.tagName.toLowerCase()}> ${(el.textContent ?? '').trim().slice(0, 30)}`;
              things.push({
                box: visible(el.getBoundingClientRect(), el.parentElement),
                owner: el,
                name,
              });
            }
            if (isPhone && main) {
              const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const text = (node.textContent ?? '').trim();
                const owner = node.parentElement;
                if (!text || !owner || owner.closest('[hidden], .visually-hidden')) continue;
                const range = document.createRange();
                range.selectNodeContents(node);
                for (const r of range.getClientRects())
                  things.push({
                    box: visible(r, owner),
                    owner,
                    name: `text "${text.slice(0, 30)}"`,
                  });
              }
            }
            const hits: string[] = [];
            for (const button of floating) {
              const b = button.getBoundingClientRect();
              for (const { box, owner, name } of things) {
                if (!box || button.contains(owner) || owner.contains(button)) continue;
                if (
                  box.left < b.right &&
                  b.left < box.right &&
                  box.top < b.bottom &&
                  b.top < box.bottom
                )
                  hits.push(`${button.className.split(' ').pop()} over ${name}`);
              }
            }
            return hits;
          }, phone);
          expect(covered, `${page.url()} scrolled to ${y}px`).toEqual([]);
        }
      };
      await scrollThrough();
      if (phone) {
        // The project page's figures end at the card's edge, where the gear is.
        await shell.goto('/projects/MKN-2018-00002');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.getByText('Money trail').waitFor();
        await scrollThrough();
        // On a phone the customizer opens from its gear: a slim tab, not a bar down the edge.
        const gear = await page.getByTestId('customizer-toggle').boundingBox();
        expect(gear?.height, "the gear tab's height").toBeLessThanOrEqual(56);
        await page.getByTestId('customizer-toggle').click();
        await expect(page.getByTestId('customizer')).toBeVisible();
      }
    });
  }

  test('scroll-to-top appears after 160px and scrolls up; hidden when the user chose so', async ({
    page,
    shell,
  }) => {
    await shell.goto('/analytics');
    await page.evaluate(() => {
      const pad = document.createElement('div');
      pad.style.height = '3000px';
      document.getElementById('main-content')?.append(pad);
    });
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(shell.scrollToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(shell.scrollToTop).toBeVisible();
    await shell.scrollToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(shell.scrollToTop).toHaveCount(0);
  });

  test('the navbar shows a shadow once scrolled 100px', async ({ page, shell }) => {
    await shell.goto('/analytics');
    await page.evaluate(() => {
      const pad = document.createElement('div');
      pad.style.height = '3000px';
      document.getElementById('main-content')?.append(pad);
    });
    await page.evaluate(() => window.scrollTo(0, 90));
    await expect(shell.navbar).not.toHaveClass(/navbar-shadow/);
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(shell.navbar).toHaveClass(/navbar-shadow/);
  });

  test('unknown routes show the 404 page in the full layout', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('full-layout')).toBeVisible();
    await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
  });

  test('the footer shows the year and the credit line when not hidden', async ({
    shell,
    presetLayout,
  }) => {
    await presetLayout({ footerType: 'static' });
    await shell.goto('/analytics');
    await expect(shell.footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(shell.footer).toContainText('Hand-crafted & Made with');
    await expect(shell.footer.getByRole('img', { name: 'love' })).toBeVisible();
  });
});
