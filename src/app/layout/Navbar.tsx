import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../components/Link';
import styled, { createGlobalStyle } from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { CloseIcon, MenuIcon } from '../../components/icons/UiIcons';
import { SocialLinks } from './SocialLinks';
import { mainNavLinks, navCurrent } from './navLinks';
import { brandColors, withAlpha } from '../../domain/brand';

export function Navbar() {
  const { pathname } = useLocation();
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => menuRef.current?.hidePopover?.();
  useModalMenu(menuOpen, headerRef);

  // A menu opened before the app ran (the popover works without it) reported its toggle to nobody.
  useEffect(() => {
    if (menuRef.current?.matches(':popover-open')) setMenuOpen(true);
  }, []);
  // The menu belongs to the page it was opened on: any navigation (a link, Back) closes it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    menuRef.current?.hidePopover?.();
  }, [pathname]);

  return (
    <Header ref={headerRef}>
      <PageHeldUnderOpenMenu />
      <TopBar>
        <TopBarInner>
          <TopBarNote>Hamilton, Ontario · Serving North America</TopBarNote>
          <SocialLinks />
        </TopBarInner>
      </TopBar>
      <MainBar>
        <MainBarInner>
          <Brand to="/" aria-label="Lakeforge Digital home">
            <img src="/images/logo.svg" alt="" width="184" height="37" />
          </Brand>
          <Nav aria-label="Main">
            <NavList>
              {mainNavLinks.map((link) => (
                <li key={link.to}>
                  <NavItem to={link.to} aria-current={navCurrent(link, pathname)}>
                    {link.label}
                  </NavItem>
                </li>
              ))}
            </NavList>
          </Nav>
          <DesktopCta to="/#cta">Book a Free Call</DesktopCta>
          {/* A native popover invoker: the browser exposes its expanded state (no aria-expanded, see
              docs/decisions.md), and CSS shows the label and icon of the menu's state, scripts or not. */}
          <MenuButton type="button" popoverTarget={menuId}>
            <span className="when-closed">
              <MenuIcon />
              <span className="visually-hidden">Open menu</span>
            </span>
            <span className="when-open">
              <CloseIcon />
              <span className="visually-hidden">Close menu</span>
            </span>
          </MenuButton>
        </MainBarInner>
      </MainBar>
      <MobileMenu ref={menuRef} id={menuId} popover="auto" onToggle={(event) => setMenuOpen(event.newState === 'open')}>
        <MenuPanel>
          <Container>
            <nav aria-label="Mobile">
              <MobileList>
                {mainNavLinks.map((link) => (
                  <li key={link.to}>
                    <MobileItem to={link.to} aria-current={navCurrent(link, pathname)} onClick={closeMenu}>
                      {link.label}
                    </MobileItem>
                  </li>
                ))}
              </MobileList>
              <ButtonLink to="/#cta" onClick={closeMenu} style={{ width: '100%' }}>
                Book a Free Call
              </ButtonLink>
            </nav>
          </Container>
        </MenuPanel>
        {/* The rest of the screen, dimmed: a tap on it closes the menu and reaches nothing under it. The
            menu button and Escape close it for the keyboard and assistive technology. */}
        <Backdrop
          type="button"
          popoverTarget={menuId}
          popoverTargetAction="hide"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="menu-backdrop"
        />
      </MobileMenu>
    </Header>
  );
}

/**
 * While the mobile menu is open it is modal: the rest of the page is inert and does not scroll (the page
 * is held by CSS, see PageHeldUnderOpenMenu). The popover itself closes on Escape (returning focus to the
 * menu button) and on a tap outside it.
 */
function useModalMenu(open: boolean, header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!open || !element) return;
    // The page's other parts: the skip link, the main content, the footer, the route announcer.
    const others = ([...(element.parentElement?.children ?? [])] as HTMLElement[]).filter(
      (sibling) => sibling !== element && !sibling.inert,
    );
    others.forEach((sibling) => (sibling.inert = true));
    return () => others.forEach((sibling) => (sibling.inert = false));
  }, [open, header]);
}

/** Below 1024 px the social bar scrolls away and only the main bar sticks. */
const Header = styled.header`
  position: sticky;
  top: calc(-1 * ${({ theme }) => theme.layout.topBarHeight});
  z-index: 50;
  ${({ theme }) => theme.media.lg} {
    top: 0;
  }
  .when-open,
  &:has(:popover-open) .when-closed {
    display: none;
  }
  &:has(:popover-open) .when-open {
    display: contents;
  }
`;

const TopBar = styled.div`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const TopBarInner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${({ theme }) => theme.layout.topBarHeight};
`;

const TopBarNote = styled.p`
  margin: 0;
  display: none;
  ${({ theme }) => theme.media.sm} {
    display: block;
  }
`;

const MainBar = styled.div`
  position: relative;
  anchor-name: --main-bar;
  background: rgba(255, 255, 255, 0.96);
  backdrop-filter: saturate(180%) blur(12px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const MainBarInner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  height: ${({ theme }) => theme.layout.navHeight};
`;

const Brand = styled(Link)`
  display: inline-flex;
  margin-right: auto;
  img {
    height: 36px;
    width: auto;
  }
`;

const Nav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavItem = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  transition:
    color 150ms ease,
    background-color 150ms ease;

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='page'],
  &[aria-current='true'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const DesktopCta = styled(ButtonLink)`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: inline-flex;
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  svg {
    width: 22px;
    height: 22px;
  }
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/**
 * The open menu, in the top layer: from the bottom of the main bar (wherever the page has scrolled it, by anchor
 * positioning; else the sticky bar's height) to the bottom of the screen, scripts or not.
 *
 * Anchored, it is placed absolutely, against the page rather than the screen. Fixed, on a scrolled page, Firefox
 * (153) resolved its `anchor()` in the page's coordinates, adding the scroll, and drew it below the screen;
 * WebKit (2.50) drew it in place but hit-tested it in the page's coordinates, so a tap on a link reached the page
 * under it and closed the menu. Every engine agrees on an absolute one (the page is held while the menu is open,
 * so it stays where it opened), with scripts or without. Its height is the screen's less the main bar's: near the
 * top of the page it runs on up to the social bar's 36 px below the screen, where only the dimmed backdrop is,
 * and its panel stops short by as much so that its last link is on screen there too (docs/testing.md, "What
 * differs by engine").
 */
const MobileMenu = styled.div`
  inset: var(--header-offset) 0 0;
  width: auto;
  height: auto;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  @supports (top: anchor(--main-bar bottom)) {
    position: absolute;
    top: anchor(--main-bar bottom);
    bottom: auto;
    height: calc(100dvh - var(--header-offset));
  }
  &:popover-open {
    display: flex;
    flex-direction: column;
  }
  ${({ theme }) => theme.media.lg} {
    &:popover-open {
      display: none;
    }
  }
`;

const MenuPanel = styled.div`
  flex: none;
  /* On screen even where the menu runs on below it, at the top of the page (MobileMenu). */
  max-height: min(100%, calc(100dvh - ${({ theme }) => theme.layout.headerOffset.lg}));
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.white};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

/**
 * The page does not scroll under the open menu, from the frame the popover opens in: the browser opens it
 * before the app hears of it (a toggle event is queued), and without the app at all when its code has not
 * arrived yet.
 */
const PageHeldUnderOpenMenu = createGlobalStyle`
  ${({ theme }) => theme.media.belowLg} {
    html:has(${MobileMenu}:popover-open) {
      overflow: hidden;
    }
  }
`;

/** Dims the page under the open menu; a tap on it closes the menu. */
const Backdrop = styled.button`
  flex: 1;
  min-height: 0;
  padding: 0;
  border: 0;
  background: ${withAlpha(brandColors.ink, 0.45)};
  cursor: default;
`;

const MobileList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
`;

const MobileItem = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='page'],
  &[aria-current='true'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
