import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MenuButton, MenuDivider, MenuHeader, MenuItem, MenuLink } from './MenuButton';

function renderMenu() {
  const chosen: string[] = [];
  render(
    <MemoryRouter initialEntries={['/']}>
      <button type="button">before</button>
      <MenuButton label="User menu" content="Dana" buttonClassName="btn">
        <MenuHeader dir="ltr">dana@example.com</MenuHeader>
        <MenuItem onSelect={() => chosen.push('first')}>First</MenuItem>
        <MenuItem onSelect={() => chosen.push('second')} current>
          Second
        </MenuItem>
        <MenuDivider />
        <MenuLink to="/settings">Settings</MenuLink>
      </MenuButton>
      <button type="button">after</button>
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/settings" element={<p>settings page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { chosen, button: screen.getByRole('button', { name: 'Dana, User menu' }) };
}

const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('MenuButton', () => {
  it('opens on a click, says so, and lists its items (the header is not one)', async () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'User menu' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(items()).toEqual(['First', 'Second', 'Settings']);
    expect(menu).toHaveTextContent('dana@example.com');
    expect(screen.getByRole('menuitem', { name: 'Second' })).toHaveAttribute('aria-current', 'true');
    // A pointer leaves focus on the button.
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each(['{Enter}', ' '])('opens with %s on the button and puts focus on the first item', async (key) => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard(key);
    expect(screen.getByRole('menuitem', { name: 'First' })).toHaveFocus();
  });

  it('moves with the arrows (round the ends), Home and End', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Second' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
  });

  it('opens on the last item with the up arrow', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
  });

  it('closes with Escape and gives focus back to the button', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside, without taking focus there', async () => {
    const { button } = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByText('home page'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when Tab leaves it', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('acts on an item chosen by click or Enter, then closes with focus on the button', async () => {
    const { button, chosen } = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Second' }));
    expect(chosen).toEqual(['second']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(chosen).toEqual(['second', 'first']);
    expect(button).toHaveFocus();
  });

  it('follows a link item', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByText('settings page')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
