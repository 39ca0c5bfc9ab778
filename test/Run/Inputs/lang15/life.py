R,C=6,7
a=[[(i*3+j*5)%4==0 for j in range(C)] for i in range(R)]
age=[[0]*C for _ in range(R)]
for g in range(4):
    n=[[sum(a[(i+di)%R][(j+dj)%C] for di in (-1,0,1) for dj in (-1,0,1) if di or dj) for j in range(C)] for i in range(R)]
    for i in range(R):
        for j in range(C):
            if a[i][j]:
                if n[i][j]<2 or n[i][j]>3: a[i][j]=False
                else: age[i][j]+=1
            elif n[i][j]==3: a[i][j]=True
for i in range(R): print("".join(str(age[i][j]) if a[i][j] else '.' for j in range(C)))
print("alive %d oldest %d"%(sum(map(sum,a)),max(map(max,age))))
