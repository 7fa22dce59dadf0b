#if canImport(Glibc)
import Glibc
#endif

/// Two threads handing a token back and forth through a mutex and condition variables: the cost
/// of one thread wake-up each way, measured in the same run as the bridge's round trips.
enum PingPong {
    /// Round-trip latencies in nanoseconds.
    static func measure(roundTrips: Int) -> [Double] {
        final class Shared: @unchecked Sendable {
            // @unchecked: fields are only touched with `mutex` held.
            var mutex = pthread_mutex_t()
            var ping = pthread_cond_t()
            var pong = pthread_cond_t()
            var turn = 0  // 0: main's turn, 1: partner's turn, 2: stop
            init() {
                pthread_mutex_init(&mutex, nil)
                pthread_cond_init(&ping, nil)
                pthread_cond_init(&pong, nil)
            }
        }
        let shared = Shared()
        var partner = pthread_t()
        let box = Unmanaged.passRetained(shared)
        pthread_create(&partner, nil, { arg in
            let s = Unmanaged<Shared>.fromOpaque(arg!).takeRetainedValue()
            pthread_mutex_lock(&s.mutex)
            while true {
                while s.turn == 0 { pthread_cond_wait(&s.ping, &s.mutex) }
                if s.turn == 2 { break }
                s.turn = 0
                pthread_cond_signal(&s.pong)
            }
            pthread_mutex_unlock(&s.mutex)
            return nil
        }, box.toOpaque())
        var latencies: [Double] = []
        latencies.reserveCapacity(roundTrips)
        for _ in 0..<roundTrips {
            let t0 = nowNanoseconds()
            pthread_mutex_lock(&shared.mutex)
            shared.turn = 1
            pthread_cond_signal(&shared.ping)
            while shared.turn != 0 { pthread_cond_wait(&shared.pong, &shared.mutex) }
            pthread_mutex_unlock(&shared.mutex)
            latencies.append(Double(nowNanoseconds() - t0))
        }
        pthread_mutex_lock(&shared.mutex)
        shared.turn = 2
        pthread_cond_signal(&shared.ping)
        pthread_mutex_unlock(&shared.mutex)
        pthread_join(partner, nil)
        return latencies
    }
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}
