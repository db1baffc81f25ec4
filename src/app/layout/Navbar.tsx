import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { CloseIcon, MenuIcon } from '../../components/icons/UiIcons';
import { SocialLinks } from './SocialLinks';
import { mainNavLinks, navCurrent } from './navLinks';

export function Navbar() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: any navigation (a link, Back) closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const setMenuOpen = (open: boolean) => setOpenOnPath(open ? pathname : null);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  useModalMenu(menuOpen, { header: headerRef, toggle: toggleRef, backdrop: backdropRef }, () => setOpenOnPath(null));

  return (
    <>
      <Header ref={headerRef}>
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
            <MenuButton
              ref={toggleRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </MenuButton>
          </MainBarInner>
          <MobileMenu id={menuId} hidden={!menuOpen}>
            <Container>
              <nav aria-label="Mobile">
                <MobileList>
                  {mainNavLinks.map((link) => (
                    <li key={link.to}>
                      <MobileItem
                        to={link.to}
                        aria-current={navCurrent(link, pathname)}
                        onClick={() => setMenuOpen(false)}
                      >
                        {link.label}
                      </MobileItem>
                    </li>
                  ))}
                </MobileList>
                <ButtonLink to="/#cta" onClick={() => setMenuOpen(false)} style={{ width: '100%' }}>
                  Book a Free Call
                </ButtonLink>
              </nav>
            </Container>
          </MobileMenu>
        </MainBar>
      </Header>
      {/* The backdrop takes the whole tap outside the menu, so nothing under it is activated. */}
      {menuOpen && (
        <Backdrop ref={backdropRef} data-testid="menu-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      )}
    </>
  );
}

/**
 * While the mobile menu is open it is modal: the rest of the page is inert and does not scroll, and
 * Escape closes it, returning focus to the menu button (a tap on the backdrop closes it too).
 */
function useModalMenu(
  open: boolean,
  refs: {
    header: RefObject<HTMLElement | null>;
    toggle: RefObject<HTMLButtonElement | null>;
    backdrop: RefObject<HTMLDivElement | null>;
  },
  close: () => void,
) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    const header = refs.header.current;
    if (!open || !header) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeRef.current();
      refs.toggle.current?.focus();
    };
    const others = [...(header.parentElement?.children ?? [])].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== header && element !== refs.backdrop.current && !element.inert,
    );
    others.forEach((element) => (element.inert = true));
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      others.forEach((element) => (element.inert = false));
      root.style.overflow = overflow;
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, refs.header, refs.toggle, refs.backdrop]);
}

/** Below 1024 px the social bar scrolls away and only the main bar sticks. */
const Header = styled.header`
  position: sticky;
  top: calc(-1 * ${({ theme }) => theme.layout.topBarHeight});
  z-index: 50;
  ${({ theme }) => theme.media.lg} {
    top: 0;
  }
`;

/** Dims the page under the open mobile menu; a tap on it closes the menu. */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 49;
  background: rgba(11, 21, 48, 0.45);
  ${({ theme }) => theme.media.lg} {
    display: none;
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

const MobileMenu = styled.div`
  position: absolute;
  inset: 100% 0 auto;
  padding: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.white};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &[hidden] {
    display: none;
  }
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
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
