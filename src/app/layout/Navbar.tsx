import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { CloseIcon, MenuIcon } from '../../components/icons/UiIcons';
import { SocialLinks } from './SocialLinks';
import { mainNavLinks } from './navLinks';

export function Navbar() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: any navigation (a link, Back) closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const setMenuOpen = (open: boolean) => setOpenOnPath(open ? pathname : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOnPath(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <Header>
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
              {mainNavLinks.map(({ to, label }) => (
                <li key={to}>
                  <NavItem to={to} end={to === '/'}>
                    {label}
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
                {mainNavLinks.map(({ to, label }) => (
                  <li key={to}>
                    <MobileItem to={to} end={to === '/'} onClick={() => setMenuOpen(false)}>
                      {label}
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
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
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
  min-height: 36px;
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

const NavItem = styled(NavLink)`
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
  &[aria-current='page'] {
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

const MobileItem = styled(NavLink)`
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
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
