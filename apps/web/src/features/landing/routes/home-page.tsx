import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AdvantagesSection } from '../components/advantages-section';
import { AlgorithmSection } from '../components/algorithm-section';
import { ContactSection } from '../components/contact-section';
import { EssaySection } from '../components/essay-section';
import { HeroSection } from '../components/hero-section';
import { InstructionModal } from '../components/instruction-modal';
import { InterviewSection } from '../components/interview-section';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { LANDING_HEADER_HEIGHT } from '../components/landing-section';
import { MapSection } from '../components/map-section';
import { TestsSection } from '../components/tests-section';

/** The landing page `/`: its own header (anchors, sections, instruction, language, ways in), content and footer. */
export function HomePage() {
  const [instructionOpened, instruction] = useDisclosure(false);
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
      <InstructionModal opened={instructionOpened} onClose={instruction.close} />
    </AppShell>
  );
}
