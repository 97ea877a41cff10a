import { expect, test } from '../../fixtures';

test.describe('theme customizer', () => {
  test('opens with its title and starts from the spec defaults', async ({
    page,
    shell,
    customizer,
  }) => {
    await shell.goto('/analytics');
    await customizer.open();
    await expect(customizer.panel.getByRole('heading', { name: 'Theme Customizer' })).toBeVisible();
    await expect(customizer.panel).toContainText('Customize & Preview in Real Time');
    await expect(customizer.option('layout', 'horizontal')).toBeChecked();
    await expect(customizer.option('theme', 'light')).toBeChecked();
    await expect(customizer.option('menuTheme', 'primary')).toBeChecked();
    await expect(customizer.option('navbarType', 'floating')).toBeChecked();
    await expect(customizer.option('footerType', 'hidden')).toBeChecked();
    await expect(customizer.switchFor('rtl')).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(customizer.panel).toBeHidden();
    await expect(customizer.toggle).toBeFocused();
  });

  test('every option takes visible effect and persists across reloads', async ({
    page,
    shell,
    customizer,
  }) => {
    await shell.goto('/analytics');
    // Layout
    await customizer.choose('layout', 'vertical');
    await expect(shell.root).toHaveAttribute('data-layout', 'vertical');
    await expect(shell.sidebar).toBeVisible();
    // Menu colour: the active item takes the colour.
    await customizer.choose('menuTheme', 'danger');
    const active = shell.verticalMenu.getByRole('link', { name: 'Analytics' });
    await expect(active).toHaveCSS('background-color', 'rgb(198, 40, 40)');
    // Mode
    await customizer.choose('theme', 'dark');
    await expect(shell.html).toHaveAttribute('data-bs-theme', 'dark');
    await expect(shell.html).toHaveClass(/dark-layout/);
    await customizer.choose('theme', 'semi-dark');
    await expect(shell.html).toHaveClass(/semi-dark-layout/);
    await expect(shell.html).not.toHaveClass(/(^|\s)dark-layout/);
    await expect(shell.sidebar).toHaveClass(/menu-dark/);
    await customizer.choose('theme', 'light');
    await expect(shell.html).not.toHaveClass(/dark-layout/);
    // Sidebar collapse
    await customizer.switchFor('sidebarCollapsed').check();
    await expect(shell.sidebar).toHaveClass(/collapsed/);
    await customizer.switchFor('sidebarCollapsed').uncheck();
    // Navbar colour
    await customizer.choose('navbarColor', 'success');
    await expect(shell.navbar).toHaveCSS('background-color', 'rgb(27, 122, 67)');
    // Navbar type
    await customizer.choose('navbarType', 'sticky');
    await expect(shell.navbar).toHaveCSS('position', 'sticky');
    await customizer.choose('navbarType', 'static');
    await expect(shell.navbar).toHaveCSS('position', 'static');
    await expect(customizer.option('navbarColor', 'primary')).toBeDisabled();
    await customizer.choose('navbarType', 'hidden');
    await expect(shell.navbar).toHaveCount(0);
    await customizer.choose('navbarType', 'floating');
    await expect(shell.navbar).toHaveClass(/navbar-floating/);
    // Footer type
    await customizer.choose('footerType', 'sticky');
    await expect(shell.footer).toHaveCSS('position', 'sticky');
    await customizer.choose('footerType', 'static');
    await expect(shell.footer).toHaveCSS('position', 'static');
    await customizer.choose('footerType', 'hidden');
    await expect(shell.footer).toHaveCount(0);
    // Direction
    await customizer.switchFor('rtl').check();
    await expect(shell.html).toHaveAttribute('dir', 'rtl');
    // Hide scroll to top
    await customizer.switchFor('hideScrollToTop').check();
    await page.evaluate(() => {
      const pad = document.createElement('div');
      pad.style.height = '3000px';
      document.getElementById('main-content')?.append(pad);
      window.scrollTo(0, 800);
    });
    await expect(shell.scrollToTop).toHaveCount(0);

    await page.reload();
    await expect(shell.root).toHaveAttribute('data-layout', 'vertical');
    await expect(shell.html).toHaveAttribute('dir', 'rtl');
    await expect(shell.footer).toHaveCount(0);
    await customizer.open();
    await expect(customizer.option('menuTheme', 'danger')).toBeChecked();
    await expect(customizer.switchFor('hideScrollToTop')).toBeChecked();
  });

  test('horizontal offers neither semi-dark, hidden navbar, sidebar collapse nor navbar colour', async ({
    shell,
    customizer,
  }) => {
    await shell.goto('/analytics');
    await customizer.open();
    await expect(customizer.option('theme', 'semi-dark')).toHaveCount(0);
    await expect(customizer.option('navbarType', 'hidden')).toHaveCount(0);
    await expect(customizer.switchFor('sidebarCollapsed')).toHaveCount(0);
    await expect(customizer.group('navbarColor')).toHaveCount(0);
    await customizer.choose('layout', 'vertical');
    await expect(customizer.option('theme', 'semi-dark')).toHaveCount(1);
    await expect(customizer.option('navbarType', 'hidden')).toHaveCount(1);
    await customizer.choose('theme', 'semi-dark');
    await customizer.choose('layout', 'horizontal');
    await expect(customizer.option('theme', 'light')).toBeChecked();
  });

  test('rtl mirrors the whole layout', async ({ page, shell, presetLayout }) => {
    await presetLayout({ layout: 'vertical', direction: 'rtl' });
    await shell.goto('/analytics');
    await expect(shell.html).toHaveAttribute('dir', 'rtl');
    const box = await shell.sidebar.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(width);
    const content = await page.getByRole('main').boundingBox();
    expect((content?.x ?? width) + (content?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + 1);
  });
});
