import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics.service';

/** One Prometheus registry per process (API or worker), injectable as `Metrics`. */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
