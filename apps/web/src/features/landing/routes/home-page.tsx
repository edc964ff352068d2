import { AppShell } from '@mantine/core';
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
  return (
    <AppShell header={{ height: LANDING_HEADER_HEIGHT }}>
      <AppShell.Header>
        <LandingHeader onOpenInstruction={instruction.open} />
      </AppShell.Header>
      <AppShell.Main>
        <HeroSection onOpenInstruction={instruction.open} />
        <AdvantagesSection />
        <AlgorithmSection />
        <TestsSection />
        <EssaySection />
        <InterviewSection />
        <MapSection />
        <ContactSection />
      </AppShell.Main>
      <LandingFooter />
      {instructionUsed && (
        <Suspense>
          <InstructionModal opened={instructionOpened} onClose={instruction.close} />
        </Suspense>
      )}
    </AppShell>
  );
}
