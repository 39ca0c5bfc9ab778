# Reference for lang15-cannon.cs: C = A * B computed directly (no skewing).
N = 5


def cmod(a, b):  # C's %, which truncates
    q = int(a / b)
    return a - q * b


A = [[i * 2 + j + 1 for j in range(N)] for i in range(N)]
B = [[cmod(i - j, 3) + 0.5 for j in range(N)] for i in range(N)]
C = [[sum(A[i][k] * B[k][j] for k in range(N)) for j in range(N)] for i in range(N)]
for i in range(N):
    print("".join(" %6.2f" % C[i][j] for j in range(N)))
print("trace %.2f dims %d x %d pos %d rank %d" % (sum(C[i][i] for i in range(N)), N, N, N * N, 2))
