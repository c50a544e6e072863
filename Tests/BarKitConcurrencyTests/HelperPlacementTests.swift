#if os(Linux)
  import CBarKitAffinity
  import Glibc
  import Testing

  /// ``WorkerPool`` starts each helper on another processor than its creator's, then lets it run
  /// anywhere (CBarKitAffinity): started on its creator's processor, a helper first ran 1.5 to
  /// 2 ms late on the project's 2-core machine.
  @Suite struct HelperPlacementTests {
    /// What the new thread saw: the processor it first ran on and how many it could use, before
    /// and after ``barkit_allow_every_cpu``.
    final class Sighting: @unchecked Sendable {
      var cpu: Int32 = -1, allowedAtStart: Int32 = -1, allowedAfter: Int32 = -1
    }

    @Test(.enabled(if: barkit_allowed_cpu_count() > 1, "one processor: nowhere else to start"))
    func aThreadStartedBesideThisProcessorRunsOnAnotherThenAnywhere() {
      let allowedHere = barkit_allowed_cpu_count()
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      let excluded = barkit_start_beside_current_cpu(&attributes)
      #expect(excluded >= 0)

      let sighting = Sighting()
      var thread = pthread_t()
      let status = pthread_create(
        &thread, &attributes,
        { context in
          let sighting = Unmanaged<Sighting>.fromOpaque(context!).takeRetainedValue()
          sighting.cpu = barkit_current_cpu()
          sighting.allowedAtStart = barkit_allowed_cpu_count()
          barkit_allow_every_cpu()
          sighting.allowedAfter = barkit_allowed_cpu_count()
          return nil
        }, Unmanaged.passRetained(sighting).toOpaque())
      #expect(status == 0)
      pthread_join(thread, nil)

      #expect(sighting.cpu >= 0)
      #expect(sighting.cpu != excluded)
      #expect(sighting.allowedAtStart == allowedHere - 1)
      #expect(sighting.allowedAfter == allowedHere)
    }
  }
#endif
