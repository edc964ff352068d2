import { Module } from '@nestjs/common';
import { PlainAnswerController } from './plain-answer.controller';
import { PlainTransitionController } from './plain-transition.controller';

/** Endpoints only the benchmark mounts (BENCH_ENDPOINTS=1); never part of a normal start. */
@Module({ controllers: [PlainTransitionController, PlainAnswerController] })
export class BenchModule {}
