import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { AdvantagesSection } from '../components/advantages-section';
import { AlgorithmSection } from '../components/algorithm-section';
import { ContactSection } from '../components/contact-section';
import { EssaySection } from '../components/essay-section';
import { HeroSection } from '../components/hero-section';
import { InterviewSection } from '../components/interview-section';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { LANDING_HEADER_HEIGHT } from '../components/landing-section';
import { MapSection } from '../components/map-section';
import { TestsSection } from '../components/tests-section';

// The modal (and Mantine's modal machinery) is fetched on the first opening, not with the page.
const InstructionModal = lazy(() =>
  import('../components/instruction-modal').then((m) => ({ default: m.InstructionModal })),
);

/** The landing page `/`: its own header (anchors, sections, instruction, language, ways in), content and footer. */
export function HomePage() {
  const [instructionOpened, instruction] = useDisclosure(false);
  // Stays mounted once opened, so that closing plays its transition.
  const [instructionUsed, setInstructionUsed] = useState(false);
  if (instructionOpened && !instructionUsed) setInstructionUsed(true);
  // A link to a section (/#contact) finds no element while the page is still loading; the browser does not try
  // again once it is drawn, so the page goes there itself.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  // A fixed header over a main offset by its height: what Mantine's AppShell draws, without its code, which the
  // landing page (the heaviest first visit) would download for this alone.
  return (
    <>
      <Box
        component="header"
        pos="fixed"
        top={0}
        left={0}
        right={0}
        h={LANDING_HEADER_HEIGHT}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <LandingHeader onOpenInstruction={instruction.open} />
      </Box>
      <Box component="main" pt={LANDING_HEADER_HEIGHT} mih="100dvh">
        <HeroSection onOpenInstruction={instruction.open} />
        <AdvantagesSection />
        <AlgorithmSection />
        <TestsSection />
        <EssaySection />
        <InterviewSection />
        <MapSection />
        <ContactSection />
      </Box>
      <LandingFooter />
      {instructionUsed && (
        <Suspense>
          <InstructionModal opened={instructionOpened} onClose={instruction.close} />
        </Suspense>
      )}
    </>
  );
}
